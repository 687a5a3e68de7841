<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="53"/>
        <source>About</source>
        <extracomment>The project&apos;s licence, kept in English as licence texts are (docs/LICENSE.md holds it too). What a bundle ships besides our code: (name, licence, address). Names are not translated. Shipped as well where Qt&apos;s own audio is installed (PySide6-Addons, Python 3.12 and later): Qt Multimedia plays the sounds, and its media plug-in brings FFmpeg&apos;s libraries.</extracomment>
        <translation>このアプリについて</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="68"/>
        <source>About canasta_gui</source>
        <translation>canasta_gui について</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="78"/>
        <source>Licence</source>
        <translation>ライセンス</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="79"/>
        <source>Credits</source>
        <translation>クレジット</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="85"/>
        <source>An offline card table for the Canasta family: Canasta, Hand and Foot and Cassino, against computer players or with friends at one computer.</source>
        <translation>カナスタ系のカードゲームをオフラインで遊べるテーブルです。カナスタ、ハンドアンドフット、カシノを、コンピューター相手に、または1台のコンピューターを囲んで友だちと遊べます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="92"/>
        <source>Qt {qt}, PySide6 {pyside}, Python {python}</source>
        <translation>Qt {qt}、PySide6 {pyside}、Python {python}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="101"/>
        <source>canasta_gui is free software under the {licence} licence: you may use, copy, change and share it, as long as the licence notice goes with it.</source>
        <translation>canasta_gui は {licence} ライセンスのフリーソフトウェアです。ライセンス表示を添えるかぎり、自由に使用、複製、改変、配布できます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="110"/>
        <source>The card faces and backs are the project&apos;s own, drawn by a program in its source (assets/make_cards.py); they use no font.</source>
        <translation>カードの表と裏の絵柄はこのプロジェクト独自のもので、ソースに含まれるプログラム（assets/make_cards.py）で描いています。フォントは使っていません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="115"/>
        <source>The sound effects and the action bar&apos;s icons are the project&apos;s own too, made by the program itself.</source>
        <translation>効果音とアクションバーのアイコンも、このプログラム自身が作ったものです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="123"/>
        <source>Texts use the fonts installed on your computer; Japanese and Korean need a font with those scripts, such as Noto Sans CJK (SIL Open Font Licence).</source>
        <translation>文字はお使いのコンピューターにインストールされたフォントで表示します。日本語と韓国語には、Noto Sans CJK（SIL Open Font License）などの対応フォントが必要です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="131"/>
        <source>Built with these libraries, which the installed program includes. Under the LGPL you may replace Qt and PySide6 in the program&apos;s folder with your own build of them.</source>
        <translation>次のライブラリを使っており、インストールされたプログラムにも含まれています。LGPL に基づき、プログラムのフォルダー内の Qt と PySide6 をご自身でビルドしたものに置き換えることができます。</translation>
    </message>
</context>
<context>
    <name>AfterGame</name>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="52"/>
        <source>Play &amp;again</source>
        <translation>もう一度遊ぶ(&amp;A)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="54"/>
        <source>The same players and rules, with newly shuffled cards</source>
        <translation>同じプレイヤーとルールで、カードを新しくシャッフルして遊びます</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="58"/>
        <source>Same &amp;deals again</source>
        <translation>同じカードでもう一度(&amp;D)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="60"/>
        <source>The same cards dealt again, everyone moved one seat on: you play the cards another player had (with a partner, the other side&apos;s) and see what you make of them</source>
        <translation>同じカードをもう一度配り、全員が1つずつ席を移ります。ほかのプレイヤーが持っていたカード（チーム戦では相手チームのカード）で、自分ならどう戦うかを試せます</translation>
    </message>
</context>
<context>
    <name>CardWords</name>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="18"/>
        <source>2</source>
        <comment>a card&apos;s rank, as in &apos;2 of clubs&apos;</comment>
        <translation>2</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="19"/>
        <source>3</source>
        <comment>a card&apos;s rank, as in &apos;3 of clubs&apos;</comment>
        <translation>3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="20"/>
        <source>4</source>
        <comment>a card&apos;s rank, as in &apos;4 of clubs&apos;</comment>
        <translation>4</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="21"/>
        <source>5</source>
        <comment>a card&apos;s rank, as in &apos;5 of clubs&apos;</comment>
        <translation>5</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="22"/>
        <source>6</source>
        <comment>a card&apos;s rank, as in &apos;6 of clubs&apos;</comment>
        <translation>6</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="23"/>
        <source>7</source>
        <comment>a card&apos;s rank, as in &apos;7 of clubs&apos;</comment>
        <translation>7</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="24"/>
        <source>8</source>
        <comment>a card&apos;s rank, as in &apos;8 of clubs&apos;</comment>
        <translation>8</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="25"/>
        <source>9</source>
        <comment>a card&apos;s rank, as in &apos;9 of clubs&apos;</comment>
        <translation>9</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="26"/>
        <source>10</source>
        <comment>a card&apos;s rank, as in &apos;10 of clubs&apos;</comment>
        <translation>10</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="27"/>
        <source>Jack</source>
        <comment>a card&apos;s rank, as in &apos;Jack of clubs&apos;</comment>
        <translation>ジャック</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="28"/>
        <source>Queen</source>
        <comment>a card&apos;s rank, as in &apos;Queen of clubs&apos;</comment>
        <translation>クイーン</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="31"/>
        <source>King</source>
        <comment>a card&apos;s rank, as in &apos;King of clubs&apos;</comment>
        <translation>キング</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="32"/>
        <source>Ace</source>
        <comment>a card&apos;s rank, as in &apos;Ace of clubs&apos;</comment>
        <translation>エース</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="33"/>
        <source>Joker</source>
        <translation>ジョーカー</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="42"/>
        <source>twos</source>
        <comment>a meld&apos;s rank: &apos;Meld of twos&apos;</comment>
        <translation>2</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="43"/>
        <source>threes</source>
        <comment>a meld&apos;s rank: &apos;Meld of threes&apos;</comment>
        <translation>3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="44"/>
        <source>fours</source>
        <comment>a meld&apos;s rank: &apos;Meld of fours&apos;</comment>
        <translation>4</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="45"/>
        <source>fives</source>
        <comment>a meld&apos;s rank: &apos;Meld of fives&apos;</comment>
        <translation>5</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="46"/>
        <source>sixes</source>
        <comment>a meld&apos;s rank: &apos;Meld of sixes&apos;</comment>
        <translation>6</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="47"/>
        <source>sevens</source>
        <comment>a meld&apos;s rank: &apos;Meld of sevens&apos;</comment>
        <translation>7</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="48"/>
        <source>eights</source>
        <comment>a meld&apos;s rank: &apos;Meld of eights&apos;</comment>
        <translation>8</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="49"/>
        <source>nines</source>
        <comment>a meld&apos;s rank: &apos;Meld of nines&apos;</comment>
        <translation>9</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="50"/>
        <source>tens</source>
        <comment>a meld&apos;s rank: &apos;Meld of tens&apos;</comment>
        <translation>10</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="51"/>
        <source>jacks</source>
        <comment>a meld&apos;s rank: &apos;Meld of jacks&apos;</comment>
        <translation>ジャック</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="52"/>
        <source>queens</source>
        <comment>a meld&apos;s rank: &apos;Meld of queens&apos;</comment>
        <translation>クイーン</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="53"/>
        <source>kings</source>
        <comment>a meld&apos;s rank: &apos;Meld of kings&apos;</comment>
        <translation>キング</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="54"/>
        <source>aces</source>
        <comment>a meld&apos;s rank: &apos;Meld of aces&apos;</comment>
        <translation>エース</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="56"/>
        <source>wild cards</source>
        <comment>Hand and Foot&apos;s meld of wild cards only</comment>
        <translation>ワイルドカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="64"/>
        <source>clubs</source>
        <comment>a suit, as in &apos;7 of clubs&apos;</comment>
        <translation>クラブ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="65"/>
        <source>diamonds</source>
        <comment>a suit, as in &apos;7 of diamonds&apos;</comment>
        <translation>ダイヤ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="66"/>
        <source>hearts</source>
        <comment>a suit, as in &apos;7 of hearts&apos;</comment>
        <translation>ハート</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="67"/>
        <source>spades</source>
        <comment>a suit, as in &apos;7 of spades&apos;</comment>
        <translation>スペード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="74"/>
        <source>Face-down card</source>
        <translation>裏向きのカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="77"/>
        <source>{rank} of {suit}</source>
        <comment>a card: &apos;Queen of hearts&apos;</comment>
        <translation>{suit}の{rank}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="85"/>
        <source>1 card</source>
        <translation>1枚</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="86"/>
        <source>{count} cards</source>
        <comment>more than one card</comment>
        <translation>{count}枚</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="93"/>
        <source>, </source>
        <comment>between the parts of a spoken card name</comment>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="756"/>
        <source>used by the play shown</source>
        <translation>表示中の手で使用</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="770"/>
        <location filename="../canasta_gui/app/games/table_control.py" line="213"/>
        <source>selected</source>
        <translation>選択中</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="777"/>
        <source>on the table</source>
        <translation>場札</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="785"/>
        <source>owned by {name}</source>
        <translation>持ち主は{name}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="795"/>
        <source>Cards captured by {names}</source>
        <translation>{names}の取り札の山</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="802"/>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="635"/>
        <source>Stock</source>
        <translation>山札</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="806"/>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="698"/>
        <source>{name}&apos;s hand</source>
        <translation>{name}の手札</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="810"/>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="702"/>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="712"/>
        <source>face down</source>
        <translation>裏向き</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="623"/>
        <source>your side</source>
        <translation>自分のチーム</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="624"/>
        <source>side of {names}</source>
        <translation>{names}のチーム</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="639"/>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="643"/>
        <source>Discard pile</source>
        <translation>捨て札の山</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="640"/>
        <source>empty</source>
        <translation>カードなし</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="645"/>
        <source>top: {card}</source>
        <translation>一番上は{card}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="660"/>
        <source>Meld of {rank}</source>
        <translation>{rank}のメルド</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="666"/>
        <source>natural canasta</source>
        <translation>ナチュラルカナスタ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="667"/>
        <source>mixed canasta</source>
        <translation>ミックスドカナスタ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="669"/>
        <source>{count} more staged</source>
        <translation>ほかに{count}枚を仮置き中</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="679"/>
        <source>Melds of {side}</source>
        <translation>{side}のメルド</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="682"/>
        <source>{count} melds</source>
        <translation>{count}組</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="683"/>
        <source>a new meld goes here</source>
        <translation>新しいメルドはここに出します</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="691"/>
        <source>New meld, not yet confirmed</source>
        <translation>仮置きの新しいメルド（未確定）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/game.py" line="118"/>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="708"/>
        <source>{name}&apos;s foot</source>
        <translation>{name}の足札</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="718"/>
        <source>Red threes of {side}</source>
        <translation>{side}の赤3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="730"/>
        <source>Book of {rank}</source>
        <translation>{rank}のパイル</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="743"/>
        <source>no wild cards</source>
        <translation>ワイルドカードなし</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="745"/>
        <source>1 wild</source>
        <translation>ワイルドカード1枚</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="746"/>
        <source>{count} wild</source>
        <translation>ワイルドカード{count}枚</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/table_control.py" line="159"/>
        <source>suggested by the hint</source>
        <extracomment>Whether cards a move takes off the felt are ghosted where they lay (Cassino&apos;s captures).</extracomment>
        <translation>ヒントのおすすめ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/table_control.py" line="161"/>
        <source>part of the last move</source>
        <translation>直前の手のカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/table_control.py" line="204"/>
        <source>Your hand</source>
        <translation>自分の手札</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/table_control.py" line="215"/>
        <source>used by the plan</source>
        <translation>仮置きで使用</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/table_control.py" line="219"/>
        <source>card {number} of {count} in your hand</source>
        <translation>手札{count}枚中{number}枚目</translation>
    </message>
</context>
<context>
    <name>Cassino</name>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="77"/>
        <source>Deal the next round</source>
        <extracomment>A table unit as the engine names it: (&quot;loose&quot;, card) or (&quot;build&quot;, value) (§5.5).</extracomment>
        <translation>次のラウンドを配る</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="80"/>
        <source>Capture {units} with the {card}</source>
        <translation>{card}で{units}を取る</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="86"/>
        <source>Build {value} (multiple): the {card} on {cards}</source>
        <translation>{value}の付け札を作る（複合）：{cards}に{card}を重ねる</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="89"/>
        <source>Build {value}: the {card} on {cards}</source>
        <translation>{value}の付け札を作る：{cards}に{card}を重ねる</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="96"/>
        <source>Raise the build of {old} to {value} with the {card} and {cards}</source>
        <translation>{card}と{cards}で{old}の付け札を{value}に上げる</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="99"/>
        <source>Raise the build of {old} to {value} with the {card}</source>
        <translation>{card}で{old}の付け札を{value}に上げる</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="103"/>
        <source>Add the {card} and {cards} to the build of {value} (multiple)</source>
        <translation>{card}と{cards}を{value}の付け札に加える（複合）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="106"/>
        <source>Add the {card} to the build of {value} (multiple)</source>
        <translation>{card}を{value}の付け札に加える（複合）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="109"/>
        <source>Trail the {card}</source>
        <translation>{card}を場札として置く</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="220"/>
        <source>Round {round} · deal {deal} of {deals}</source>
        <extracomment>Several plays fit a gesture: list[Choice], in the engine&apos;s order. The table page shows them, for example with ``show_choices(page)``; ``choose(i)`` makes one and ``cancel_choices()`` drops them. ``preview(i)`` lights up the table cards of one.</extracomment>
        <translation>第{round}ラウンド・配り{deal}／{deals}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="223"/>
        <source>Last deal</source>
        <translation>最後の配り</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="227"/>
        <source>Drop a card here to trail it</source>
        <translation>ここにカードをドロップして場札として置く</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="254"/>
        <source>{name} takes the last cards on the table ({count})</source>
        <comment>the end of a round: the last captor takes the cards left</comment>
        <translation>{name}が場に残ったカードを取ります（{count}枚）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="261"/>
        <source>{name} sweeps the table!</source>
        <comment>a capture that took every table card</comment>
        <translation>{name}のスイープ！</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="282"/>
        <source>You own the build of {value}: keep a card worth {value} to capture it, and capture, build or add to a build instead of trailing.</source>
        <translation>{value}の付け札はあなたのものです。取るために{value}のカードを手札に残し、場札として置かずに、取るか、付け札を作るか、付け札に加えてください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="287"/>
        <source>You own the build of {value}: keep a card worth {value} to capture it.</source>
        <translation>{value}の付け札はあなたのものです。取るために{value}のカードを手札に残してください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="292"/>
        <source>You own the builds of {values}: keep a card of each value to capture them, and capture, build or add to a build instead of trailing.</source>
        <translation>{values}の付け札はあなたのものです。取るためにそれぞれの値のカードを手札に残し、場札として置かずに、取るか、付け札を作るか、付け札に加えてください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="297"/>
        <source>You own the builds of {values}: keep a card of each value to capture them.</source>
        <translation>{values}の付け札はあなたのものです。取るためにそれぞれの値のカードを手札に残してください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="308"/>
        <source>{name} (thinking…)</source>
        <translation>{name}（考え中…）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="314"/>
        <source>Multiple build of {value}</source>
        <comment>a build&apos;s value: 2-10, A, J, Q or K</comment>
        <translation>{value}の付け札（複合）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="318"/>
        <source>Build of {value}</source>
        <comment>a build&apos;s value: 2-10, A, J, Q or K</comment>
        <translation>{value}の付け札</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="334"/>
        <source>{count} captured</source>
        <comment>the number of cards in a side&apos;s captured pile</comment>
        <translation>取り札{count}枚</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="340"/>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="115"/>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="135"/>
        <source>Sweeps: {count}</source>
        <translation>スイープ：{count}回</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="423"/>
        <source>The {card} cannot be played now.</source>
        <translation>今は{card}を出せません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="427"/>
        <source>The {card} cannot be played on these cards.</source>
        <translation>{card}はこれらのカードには出せません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="515"/>
        <source>Select the card to play from your hand first (Space or a click).</source>
        <translation>先に手札から出すカードを選んでください（Spaceキーまたはクリック）。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="534"/>
        <source>Select the card to trail from your hand.</source>
        <translation>場札として置くカードを手札から選んでください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="591"/>
        <source>Choose a play</source>
        <translation>出し方を選択</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="706"/>
        <source>Enter: {play}</source>
        <translation>Enter：{play}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="710"/>
        <source>Enter: choose one of {count} plays with the {card}</source>
        <translation>Enter：{card}の{count}通りの出し方から選ぶ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="717"/>
        <source>Selected on the table: {cards}. Now play a card from your hand on them.</source>
        <translation>場で選択中：{cards}。続けて、これに使う手札のカードを出してください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="81"/>
        <source>the build of {value}</source>
        <comment>a build&apos;s value: 2-10, A, J, Q or K</comment>
        <translation>{value}の付け札</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="153"/>
        <source>— Round {number} —</source>
        <translation>— 第{number}ラウンド —</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="159"/>
        <source>{play}. The last deal ({deal} of {deals}) is dealt.</source>
        <translation>{play}。最後の配りです（全{deals}回中{deal}回目）。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="162"/>
        <source>{play}. Deal {deal} of {deals}.</source>
        <translation>{play}。{deal}回目の配りです（全{deals}回）。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="167"/>
        <source>{play}. The round is over; nobody captured, so the {count} cards left on the table go to nobody.</source>
        <translation>{play}。ラウンド終了。誰も取っていないため、場に残った{count}枚は誰のものにもなりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="173"/>
        <source>{play}. The round is over; the {count} cards left on the table go to the last player to capture.</source>
        <translation>{play}。ラウンド終了。場に残った{count}枚は、最後に取ったプレイヤーのものになります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="178"/>
        <source>{play}. The round is over.</source>
        <translation>{play}。ラウンド終了。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="187"/>
        <source>captures {units} with the {card}: a sweep</source>
        <translation>{card}で{units}を取る（スイープ）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="190"/>
        <source>captures {units} with the {card}</source>
        <translation>{card}で{units}を取る</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="196"/>
        <source>builds {value} (multiple): the {card} on {cards}</source>
        <translation>{value}の付け札を作る（複合）：{cards}に{card}を重ねる</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="199"/>
        <source>builds {value}: the {card} on {cards}</source>
        <translation>{value}の付け札を作る：{cards}に{card}を重ねる</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="206"/>
        <source>raises the build of {old} to {value} with the {card} and {cards}</source>
        <translation>{card}と{cards}で{old}の付け札を{value}に上げる</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="209"/>
        <source>raises the build of {old} to {value} with the {card}</source>
        <translation>{card}で{old}の付け札を{value}に上げる</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="213"/>
        <source>adds the {card} and {cards} to the build of {value} (multiple)</source>
        <translation>{card}と{cards}を{value}の付け札に加える（複合）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="216"/>
        <source>adds the {card} to the build of {value} (multiple)</source>
        <translation>{card}を{value}の付け札に加える（複合）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="219"/>
        <source>trails the {card}</source>
        <translation>{card}を場札として置く</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="48"/>
        <source>Cards captured</source>
        <translation>取ったカードの枚数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="50"/>
        <source>Most cards (3)</source>
        <translation>カード枚数最多（3点）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="52"/>
        <source>Spades captured</source>
        <translation>取ったスペードの枚数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="55"/>
        <source>Most spades (1)</source>
        <translation>スペード最多（1点）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="57"/>
        <source>Big Casino, 10♦ (2)</source>
        <translation>ビッグ・カジノ 10♦（2点）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="61"/>
        <source>Little Casino, 2♠ (1)</source>
        <translation>リトル・カジノ 2♠（1点）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="64"/>
        <source>Aces (1 each)</source>
        <translation>エース（1枚1点）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="65"/>
        <source>Sweeps (1 each)</source>
        <translation>スイープ（1回1点）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="67"/>
        <source>Round total</source>
        <translation>ラウンドの合計</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="72"/>
        <source>Game score</source>
        <translation>ゲームの得点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="84"/>
        <source>Nobody captured this round: the cards left on the table go to nobody.</source>
        <translation>このラウンドは誰も取らなかったため、場に残ったカードは誰のものにもなりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="88"/>
        <source>{side} made the last capture: the cards still on the table went to them.</source>
        <translation>最後に取った{side}が、場に残っていたカードを獲得しました。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="102"/>
        <source>Round {round} · first to {target} wins</source>
        <translation>第{round}ラウンド・{target}点先取で勝利</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="109"/>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="143"/>
        <source>Score: {score} of {target}</source>
        <translation>得点：{score}／{target}点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="112"/>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="132"/>
        <source>Captured: {count}</source>
        <translation>取り札：{count}枚</translation>
    </message>
</context>
<context>
    <name>CassinoBar</name>
    <message>
        <location filename="../canasta_gui/app/games/cassino/bar.py" line="38"/>
        <source>&amp;Play (Enter)</source>
        <translation>出す(&amp;P) (Enter)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/bar.py" line="41"/>
        <source>Play the selected card: on the table cards you selected, or choose among its captures and builds (Enter)</source>
        <translation>選んだカードを出します。選んだ場札があればそれに対して出し、なければ取り方・付け札の作り方から選びます（Enter）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/bar.py" line="47"/>
        <source>Lay the selected card on the table without capturing or building (T)</source>
        <translation>選んだカードを、取ることも付け札を作ることもせずに場札として置きます（T）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/bar.py" line="45"/>
        <source>&amp;Trail (T)</source>
        <translation>場札として置く(&amp;T)</translation>
    </message>
</context>
<context>
    <name>CassinoRules</name>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="120"/>
        <source>How to play Cassino</source>
        <extracomment>Every point a round holds without sweeps (all of them won by one side). Deals in a round by number of players (§5.3). The value of an ace, and the highest value a sum or a build may have (§5.2, §5.7.1). Cards and spades that win the majorities outright with two players (§5.11). The table&apos;s target (OPT-CAS-TARGET, §5.12).</extracomment>
        <translation>カシノの遊び方</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="134"/>
        <source>The aim</source>
        <translation>目的</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="137"/>
        <source>Cassino is a fishing game: you play cards from your hand to &lt;b&gt;capture&lt;/b&gt; cards from the table, and at the end of each round the cards your side captured score points. Rounds are played until a side reaches {target} points.</source>
        <translation>カシノは、花札の「花合わせ」のように、手札で場札を取り合うゲームです。手札からカードを出して場のカードを&lt;b&gt;取り&lt;/b&gt;、各ラウンドの終わりに、自分のチームが取ったカードで得点します。どこかのチーム（個人戦ではプレイヤー）が{target}点に達するまでラウンドを繰り返します。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="148"/>
        <source>Players and the deal</source>
        <translation>プレイヤーと配り方</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="151"/>
        <source>One deck of {cards} cards is used, without jokers. Two or three players each play for themselves. Four players normally play in two partnerships, partners opposite, who put their captured cards together; at some tables they play alone.</source>
        <translation>ジョーカーを除いたトランプ1組{cards}枚を使います。2人または3人では個人戦です。4人では通常、向かい合った2人がパートナーになる2チームのチーム戦で、パートナー同士は取ったカードをまとめます。4人でも個人戦で遊ぶテーブルもあります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="162"/>
        <source>At the start of a round each player is dealt {hand} cards, two at a time, and {table} cards are laid face up on the table. When everyone has played their cards, each player is dealt {hand} more, but the table gets none, until the stock is used up. Everyone is told when the last deal of a round is dealt.</source>
        <translation>ラウンドの始めに、各プレイヤーに2枚ずつ{hand}枚を配り、{table}枚を表向きに並べて場札とします。全員が手札を出し切ったら、山札がなくなるまで、各プレイヤーにさらに{hand}枚ずつ配ります（場には配りません）。ラウンドの最後の配りになったときは、全員にそのことが知らされます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="174"/>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="546"/>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="175"/>
        <source>Deals in a round</source>
        <translation>1ラウンドの配り回数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="182"/>
        <source>The player on the dealer&apos;s left plays first and play goes clockwise; the deal passes to the left every round.</source>
        <translation>ディーラーの左隣のプレイヤーから始め、時計回りに進みます。ディーラーはラウンドごとに左隣へ交代します。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="191"/>
        <source>Card values and your turn</source>
        <translation>カードの値と手番</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="194"/>
        <source>An ace is worth {ace} and the cards from 2 to {max} their number, in every suit. Jacks, queens and kings have no number: they never join a sum or a build, and capture only cards of their own rank.</source>
        <translation>どのスートでも、Aは{ace}、2～{max}は数字どおりの値です。J・Q・Kは数字を持たない絵札で、合計にも付け札にも使えず、同じランクのカードしか取れません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="204"/>
        <source>On your turn you play exactly one card from your hand, and make exactly one play with it:</source>
        <translation>手番では手札からちょうど1枚を出し、そのカードで次のうち1つだけを行います：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="212"/>
        <source>&lt;b&gt;capture&lt;/b&gt;: take cards or builds from the table with it;</source>
        <translation>&lt;b&gt;取る&lt;/b&gt;：そのカードで場のカードや付け札を取る。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="215"/>
        <source>&lt;b&gt;build&lt;/b&gt;: put it on cards on the table to make a build you mean to capture later;</source>
        <translation>&lt;b&gt;付け札を作る&lt;/b&gt;：場のカードに重ねて、後で取るための付け札を作る。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="219"/>
        <source>&lt;b&gt;trail&lt;/b&gt;: leave it face up on the table on its own.</source>
        <translation>&lt;b&gt;場札として置く&lt;/b&gt;：そのカードを単独で表向きに場に置く。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="226"/>
        <source>A card on the table on its own is a &lt;b&gt;loose card&lt;/b&gt;. The cards of a build stay together: none of them can ever be taken or used on its own.</source>
        <translation>場に1枚だけで置かれているカードを&lt;b&gt;単独の場札&lt;/b&gt;といいます。付け札のカードはひとまとまりのままで、どれか1枚だけを取ったり使ったりすることはできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="235"/>
        <source>Capturing</source>
        <translation>取り方</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="237"/>
        <source>A jack, queen or king captures every loose card of its own rank, never fewer: a king played on a table with two kings takes all three.</source>
        <translation>J・Q・Kは、場にある同じランクの単独の場札をすべて取ります。一部だけを取ることはできません。場にKが2枚あるときにKを出すと、3枚すべてを取ります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="243"/>
        <source>A jack, queen or king captures one loose card of its own rank.</source>
        <translation>J・Q・Kは、場にある同じランクの単独の場札を1枚取ります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="249"/>
        <source>A card with a number captures, in one play, any of these worth its value: a loose card of that value, two or more loose cards that add up to it, or a build of that value. A 9 can take an ace, a 2 and a 6 together; a 10 can take a 2, a 3, a 5 and a 10. You need not take everything you could, and two cards from your hand can never be combined.</source>
        <translation>数札は1回で、その値になるものをまとめて取れます。同じ値の単独の場札、合計がその値になる2枚以上の単独の場札、その値の付け札のどれでもかまいません。たとえば9ならA・2・6をまとめて取れ、10なら2・3・5と10を取れます。取れるものをすべて取る必要はありません。また、手札の2枚を組み合わせることはできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="260"/>
        <source>A build may be captured together with loose cards worth its value.</source>
        <translation>付け札は、その値になる単独の場札と一緒に取ることができます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="265"/>
        <source>A capture that takes a build takes only that build: no loose cards with it.</source>
        <translation>付け札を取るときは、その付け札だけを取ります。単独の場札を一緒に取ることはできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="272"/>
        <source>The cards taken, and the card that took them, go face down into your side&apos;s pile of captured cards. Owning a build does not protect it: any card of its value captures it.</source>
        <translation>取ったカードと、取るのに使ったカードは、裏向きにして自分のチームの取り札の山に置きます。付け札は持ち主だからといって守られるわけではなく、その値のカードなら誰でも取れます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="282"/>
        <source>Building</source>
        <translation>付け札の作り方</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="285"/>
        <source>To build, play a card with a number onto a loose card and announce the build&apos;s value. A &lt;b&gt;single&lt;/b&gt; build is their sum, at most {max}: a 2 on a 5 builds 7. A &lt;b&gt;multiple&lt;/b&gt; build puts a card on one of the same rank: a 3 on a 3 builds 3s. Only a card of the build&apos;s value captures it, and you must hold one when you build.</source>
        <translation>付け札を作るには、単独の場札に数札を1枚重ね、付け札の値を宣言します。&lt;b&gt;単一&lt;/b&gt;の付け札の値は2枚の合計で、最大{max}です（5に2を重ねると7）。&lt;b&gt;複合&lt;/b&gt;の付け札は、同じランクのカードに重ねて作ります（3に3を重ねると3の付け札）。付け札はその値のカードでしか取れず、作るときにはその値のカードを手札に持っていなければなりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="296"/>
        <source>A card played on one of the same rank may also be announced as their sum (a 2 on a 2 as 4), if you hold a card of that value.</source>
        <translation>同じランクのカードに重ねたときは、その合計の値を宣言することもできます（2に2を重ねて4）。ただし、その値のカードを手札に持っている場合に限ります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="302"/>
        <source>Two cards of the same rank always build that rank, never their sum: a 2 on a 2 is taken only by a 2.</source>
        <translation>同じランクの2枚は常にそのランクの付け札になり、合計の値にはなりません。2に2を重ねた付け札は2でしか取れません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="309"/>
        <source>When you build, you may also gather into the build any loose cards, or sets of loose cards, worth its value; the build then becomes multiple.</source>
        <translation>付け札を作るとき、その値になる単独の場札や、合計がその値になる単独の場札の組も、付け札にまとめることができます。その場合、付け札は複合になります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="315"/>
        <source>A build is made of the card you play and one loose card.</source>
        <translation>付け札は、出したカードと単独の場札1枚で作ります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="320"/>
        <source>A jack, queen or king played on a loose card of the same rank makes a build that only that rank can capture.</source>
        <translation>J・Q・Kを同じランクの単独の場札に重ねると、そのランクでしか取れない付け札になります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="326"/>
        <source>Jacks, queens and kings are never part of a build.</source>
        <translation>J・Q・Kは付け札に使えません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="333"/>
        <source>&lt;b&gt;Raise&lt;/b&gt; a single build: add a card from your hand to raise its value, to at most {max}, if you hold a card of the new value.</source>
        <translation>&lt;b&gt;値を上げる&lt;/b&gt;：単一の付け札に手札から1枚加えて、値を最大{max}まで上げます。新しい値のカードを手札に持っている場合に限ります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="340"/>
        <source>&lt;b&gt;Double up&lt;/b&gt;: add a card worth exactly the build&apos;s value, if you hold another one; the build becomes multiple, and the value of a multiple build never changes.</source>
        <translation>&lt;b&gt;同じ値を重ねる&lt;/b&gt;：付け札とちょうど同じ値のカードを加えます。同じ値のカードをもう1枚持っている場合に限ります。付け札は複合になり、複合の付け札の値は変わりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="348"/>
        <source>Anyone may add to a build on the table, whoever owns it:</source>
        <translation>場の付け札には、持ち主が誰であっても、誰でもカードを加えられます：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="357"/>
        <source>Raising a build to a higher value is not allowed.</source>
        <translation>付け札の値を上げることはできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="364"/>
        <source>Two builds on the table never have the same value. Whoever last added a card to a build is its &lt;b&gt;owner&lt;/b&gt;. As long as you own a build, keep a card of its value: your last such card may only be played to capture that build.</source>
        <translation>場に同じ値の付け札が2つできることはありません。最後に付け札にカードを加えたプレイヤーがその&lt;b&gt;持ち主&lt;/b&gt;です。付け札の持ち主である間は、その値のカードを手札に残しておかなければなりません。その値の最後の1枚は、その付け札を取るときにしか出せません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="375"/>
        <source>While you own a build you may not trail: you must capture, build or add to a build.</source>
        <translation>付け札の持ち主である間は、場札として置くことはできません。取るか、付け札を作るか、付け札にカードを加えなければなりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="384"/>
        <source>Trailing</source>
        <translation>場札として置く</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="386"/>
        <source>You may trail whenever you like, except where the owner&apos;s duties above forbid it.</source>
        <translation>上記の持ち主の義務で禁じられている場合を除き、いつでも場札として置けます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="391"/>
        <source>You may trail any card that cannot capture anything.</source>
        <translation>何も取れないカードなら、どれでも場札として置けます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="395"/>
        <source>You may trail only when no card in your hand can capture, build or add to a build.</source>
        <translation>場札として置けるのは、手札のどのカードでも、取ることも、付け札を作ることも、付け札に加えることもできないときだけです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="401"/>
        <source>To trail, lay your card face up on the table on its own. With an empty table you must trail.</source>
        <translation>場札として置くときは、カードを単独で表向きに場に置きます。場にカードがないときは、場札として置かなければなりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="412"/>
        <source>Sweeps and the end of a round</source>
        <translation>スイープとラウンドの終了</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="414"/>
        <source>A capture that leaves the table empty is a &lt;b&gt;sweep&lt;/b&gt; and earns your side {points} point; the capturing card stays face up in your pile to mark it.</source>
        <translation>場のカードをすべて取って場を空にすることを&lt;b&gt;スイープ&lt;/b&gt;といい、チームに{points}点が入ります。取るのに使ったカードは、目印として取り札の山に表向きに置きます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="420"/>
        <source>A capture that leaves the table empty is a &lt;b&gt;sweep&lt;/b&gt;; sweeps score nothing at this table.</source>
        <translation>場のカードをすべて取って場を空にすることを&lt;b&gt;スイープ&lt;/b&gt;といいます。このテーブルでは、スイープに得点はありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="428"/>
        <source>A round ends when the stock is used up and nobody has a card left. The cards still on the table, builds and all, go to the side that captured last; that is not a sweep.</source>
        <translation>山札がなくなり、全員の手札がなくなるとラウンドは終了です。場に残ったカードは付け札も含めて、最後に取ったチームのものになります。これはスイープにはなりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="438"/>
        <source>Scoring a round</source>
        <translation>ラウンドの得点計算</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="442"/>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="443"/>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="447"/>
        <source>Most cards (nobody scores on a tie)</source>
        <translation>カード枚数最多（同数なら得点なし）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="453"/>
        <source>Most spades (nobody scores on a tie)</source>
        <translation>スペード最多（同数なら得点なし）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="459"/>
        <source>Big Casino (10♦)</source>
        <translation>ビッグ・カジノ（10♦）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="463"/>
        <source>Little Casino (2♠)</source>
        <translation>リトル・カジノ（2♠）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="466"/>
        <source>Each ace</source>
        <translation>エース1枚につき</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="468"/>
        <source>Each sweep</source>
        <translation>スイープ1回につき</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="471"/>
        <source>nothing at this table</source>
        <translation>このテーブルではなし</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="478"/>
        <source>Not counting sweeps, a round holds {total} points. With two players, {cards} cards or more win “most cards” and {spades} spades or more win “most spades”.</source>
        <translation>スイープを除くと、1ラウンドの得点は合計{total}点です。2人の場合、カードを{cards}枚以上取れば「カード枚数最多」、スペードを{spades}枚以上取れば「スペード最多」の得点になります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="491"/>
        <source>End of the game</source>
        <translation>ゲームの終了</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="494"/>
        <source>Scores add up from round to round. When a round is scored and one side has {target} points or more, that side wins.</source>
        <translation>得点はラウンドごとに加算していきます。ラウンドの得点計算をしたときに{target}点以上のチームが1つだけなら、そのチームの勝ちです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="502"/>
        <source>If several sides reach {target} in the same round, the round is counted out item by item from the totals before it: most cards, most spades, Big Casino, Little Casino, the aces (♠, ♣, ♥, ♦), then the sweeps in the order they were made. The first side to reach {target} wins.</source>
        <translation>同じラウンドで複数のチームが{target}点に達した場合は、そのラウンド前の合計点に、項目ごとに順に得点を加えていきます。順番は、カード枚数最多、スペード最多、ビッグ・カジノ、リトル・カジノ、エース（♠、♣、♥、♦）、最後にスイープ（した順）です。最初に{target}点に達したチームの勝ちです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="510"/>
        <source>If several sides reach {target} in the same round, the higher total wins; if the highest totals are equal, everybody plays another round.</source>
        <translation>同じラウンドで複数のチームが{target}点に達した場合は、合計点の高いチームの勝ちです。最高点が同じなら、全員でもう1ラウンド行います。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="519"/>
        <source>The game also ends when the round limit is reached ({limit}): the highest total wins, and equal highest totals are a draw.</source>
        <translation>ラウンド数の上限（{limit}）に達したときもゲーム終了です。合計点が最も高いチームの勝ちで、最高点が同じなら引き分けです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="531"/>
        <source>{players} players in two partnerships</source>
        <translation>{players}人・2チームのチーム戦</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="535"/>
        <source>{players} players, each alone</source>
        <translation>{players}人・個人戦</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="539"/>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="540"/>
        <source>At this table</source>
        <translation>このテーブル</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="561"/>
        <source>Rules at this table</source>
        <translation>このテーブルのルール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="626"/>
        <source>How to play with the mouse and keyboard</source>
        <translation>マウスとキーボードでの操作</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="568"/>
        <source>&lt;b&gt;Capture or build&lt;/b&gt;: drag a card from your hand onto a card or a build on the table. When it can capture or build there in more than one way, the table offers the choices.</source>
        <translation>&lt;b&gt;取る・付け札を作る&lt;/b&gt;：手札のカードを場のカードか付け札の上へドラッグします。そこでの取り方や付け札の作り方が複数あるときは、選択肢が表示されます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="574"/>
        <source>&lt;b&gt;Trail&lt;/b&gt;: drag a card from your hand onto an empty part of the table.</source>
        <translation>&lt;b&gt;場札として置く&lt;/b&gt;：手札のカードを場の空いているところへドラッグします。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="578"/>
        <source>Or select a card and press Enter to play it (with the same choices), or T to trail it.</source>
        <translation>または、カードを選んでEnterを押すと出せます（同じ選択肢が表示されます）。Tを押すと場札として置きます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="583"/>
        <source>Every play ends your turn, so there is nothing to take back: Ctrl+Z is not available in Cassino.</source>
        <translation>カードを出すたびに手番が終わるため、取り消せる操作はありません。カシノではCtrl+Zは使えません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="591"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab、Shift+Tab</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="592"/>
        <source>move between the controls</source>
        <translation>フォーカスを移動</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="595"/>
        <source>Left, Right arrows</source>
        <translation>←、→（矢印キー）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="596"/>
        <source>move between cards</source>
        <translation>カード間を移動</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="599"/>
        <source>Up, Down arrows</source>
        <translation>↑、↓（矢印キー）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="600"/>
        <source>move from your hand to the table cards and builds and back</source>
        <translation>手札と場札・付け札の間を移動</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="606"/>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="607"/>
        <source>select the card or build under the focus, in your hand or on the table</source>
        <translation>フォーカスのあるカードや付け札を選択（手札でも場でも）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="613"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="614"/>
        <source>play the selected card</source>
        <translation>選んだカードを出す</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="617"/>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="618"/>
        <source>trail the selected card</source>
        <translation>選んだカードを場札として置く</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="622"/>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="623"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="149"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="150"/>
        <source>{deal} is over</source>
        <translation>{deal}終了</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="155"/>
        <source>&amp;Score sheet</source>
        <translation>得点表(&amp;S)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="159"/>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="202"/>
        <source>{side} win the game!</source>
        <comment>a side of partners</comment>
        <translation>{side}の勝利です！</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/base.py" line="195"/>
        <source>&amp;Next deal</source>
        <translation>次のディール(&amp;N)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="50"/>
        <source>Melded cards</source>
        <translation>メルドしたカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="51"/>
        <source>Canasta bonuses</source>
        <translation>カナスタのボーナス</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="52"/>
        <source>Red 3s</source>
        <translation>赤3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="53"/>
        <source>Going out</source>
        <translation>上がり</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="54"/>
        <source>Cards left in hand</source>
        <translation>手札に残ったカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="55"/>
        <source>Deal total</source>
        <translation>ディールの合計</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="56"/>
        <source>Game score</source>
        <translation>ゲームの得点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="176"/>
        <source>Deal score</source>
        <translation>ディールの得点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="32"/>
        <source>{points} ({natural} natural, {mixed} mixed)</source>
        <translation>{points}（ナチュラル{natural}、ミックスド{mixed}）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="43"/>
        <source>{points} (concealed)</source>
        <translation>{points}（コンシールド）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="66"/>
        <source>A player went out.</source>
        <translation>プレイヤーが上がりました。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="68"/>
        <source>{side} went out concealed.</source>
        <translation>{side}がコンシールドで上がりました。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="71"/>
        <source>{side} went out.</source>
        <translation>{side}が上がりました。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="75"/>
        <source>The stock ran out and the discard pile was not taken.</source>
        <translation>山札がなくなり、捨て札の山は取られませんでした。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="79"/>
        <source>The stock ran out; the deal ended with that turn.</source>
        <translation>山札がなくなり、その手番でディールが終了しました。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="83"/>
        <source>The last card of the stock was a red 3.</source>
        <translation>山札の最後のカードが赤3でした。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="86"/>
        <source>The deal is over.</source>
        <translation>ディールが終了しました。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="203"/>
        <source>{side} wins the game!</source>
        <translation>{side}の勝利です！</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="205"/>
        <source>A draw between {sides}!</source>
        <translation>{sides}の引き分けです！</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="206"/>
        <source>The game is over.</source>
        <translation>ゲームが終了しました。</translation>
    </message>
</context>
<context>
    <name>GameDef</name>
    <message>
        <location filename="../canasta_gui/app/games/base.py" line="242"/>
        <source>Deal {n}</source>
        <translation>第{n}ディール</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../canasta_gui/app/games/canasta/game.py" line="58"/>
        <source>Canasta</source>
        <extracomment>The option shown beside the preset rather than under Advanced.</extracomment>
        <translation>カナスタ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/game.py" line="61"/>
        <source>The classic partnership rummy game: melds, canastas, a frozen pile</source>
        <translation>チーム戦で遊ぶ定番のラミー系ゲーム：メルド、カナスタ、フローズンの山</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="48"/>
        <source>Cassino</source>
        <translation>カシノ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="51"/>
        <source>The fishing game: capture and build from the table, sweep it clean</source>
        <translation>場札を取り合うゲーム：場札を取り、付け札を作り、スイープで場を一掃</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="66"/>
        <source>{players} players (partnerships, or each for themselves)</source>
        <translation>{players}人（チーム戦または個人戦）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="69"/>
        <source>{players} players (each for themselves)</source>
        <translation>{players}人（個人戦）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="154"/>
        <source>The round is over</source>
        <translation>ラウンド終了</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="179"/>
        <source>&amp;Next round</source>
        <translation>次のラウンド(&amp;N)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="182"/>
        <source>Round {n}</source>
        <translation>第{n}ラウンド</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/game.py" line="49"/>
        <source>Hand and Foot</source>
        <translation>ハンドアンドフット</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/game.py" line="52"/>
        <source>Canasta with a hand and a foot each: five decks, books, four deals</source>
        <translation>手札と足札を使うカナスタ：トランプ5組、パイル、4ディール</translation>
    </message>
</context>
<context>
    <name>GoOutQuestionDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="64"/>
        <source>May I go out?</source>
        <translation>上がってもいいですか？</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="66"/>
        <source>“{name}” asks: Partner, may I go out?</source>
        <translation>「{name}」からの質問：パートナー、上がってもいいですか？</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="71"/>
        <source>Your answer binds your partner: after “Yes” they must go out this turn, after “No” they may not go out this turn.</source>
        <translation>パートナーはこの答えに従わなければなりません。「はい」ならこの手番で必ず上がり、「いいえ」ならこの手番では上がれません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="75"/>
        <source>&amp;Yes, go out</source>
        <translation>はい、上がってください(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="79"/>
        <source>After “Yes” your partner may go out this turn (they need not); after “No” they may not go out this turn.</source>
        <translation>「はい」ならパートナーはこの手番で上がれます（上がらなくてもかまいません）。「いいえ」ならこの手番では上がれません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="83"/>
        <source>&amp;Yes, you may</source>
        <translation>はい、上がってもいいです(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="84"/>
        <source>&amp;No, keep playing</source>
        <translation>いいえ、続けてください(&amp;N)</translation>
    </message>
</context>
<context>
    <name>HandFootRules</name>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="129"/>
        <source>How to play Hand and Foot</source>
        <extracomment>The minimum count of deal 1, 2, 3 and 4 (§4.7). Cards in a book, the most any meld may hold (§4.6.4-§4.6.5). The most wild cards in a rank meld of 3 to 5 cards, and of 6 or 7 (§4.6.2). Books a side needs to go out: clean, dirty, wild (§4.10.2 a). Cards a pile take picks up; 0 means the whole pile (§4.8.2, OPT-HF-PICKUP). Card values: joker; 2 and ace; king down to 8; 7 down to 4 and black 3 (§2.2). What a red 3 left in a hand or unplayed foot counts against its side (OPT-HF-RED3-LEFT).</extracomment>
        <translation>ハンドアンドフットの遊び方</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="143"/>
        <source>The aim</source>
        <translation>目的</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="146"/>
        <source>Hand and Foot is a rummy game for {players} players in two partnerships: partners sit opposite and share their melds, books, red 3s and score. You score by laying down &lt;b&gt;melds&lt;/b&gt; of cards of one rank and above all by completing &lt;b&gt;books&lt;/b&gt;, melds of {book} cards. Each player plays through two sets of cards, first the &lt;b&gt;hand&lt;/b&gt;, then the &lt;b&gt;foot&lt;/b&gt;. A game is {deals} deals; after the last one the side with the higher total wins.</source>
        <translation>ハンドアンドフットは、{players}人が2チームに分かれて遊ぶラミー系のゲームです。パートナー同士は向かい合って座り、メルド・パイル・赤3・得点を共有します。同じランクのカードで&lt;b&gt;メルド&lt;/b&gt;を出し、何よりも{book}枚のメルドである&lt;b&gt;パイル&lt;/b&gt;を完成させて得点します。各プレイヤーは2組のカードを順に使います。まず&lt;b&gt;手札&lt;/b&gt;、次に&lt;b&gt;足札&lt;/b&gt;です。1ゲームは{deals}ディールで、最後のディールの後、合計得点の高いチームの勝ちです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="159"/>
        <source>The cards and the deal</source>
        <translation>カードと配り方</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="162"/>
        <source>{decks} decks, jokers included, are shuffled together: {cards} cards. Each player is dealt a hand of {hand} cards to play with, and a foot of {foot} cards that stays face down, unseen even by its owner, until the hand is used up. The rest of the cards are the stock.</source>
        <translation>ジョーカーを含むトランプ{decks}組、計{cards}枚を混ぜてシャッフルします。各プレイヤーに、プレイに使う{hand}枚の手札と、{foot}枚の足札を配ります。足札は手札を使い切るまで裏向きのままで、持ち主も見てはいけません。残りのカードは山札です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="172"/>
        <source>The top card of the stock is turned up to start the discard pile. A 3 or a wild card turned up is shuffled back into the stock and another card is turned.</source>
        <translation>山札の一番上のカードをめくって捨て札の山を始めます。めくったカードが3かワイルドカードなら、山札に戻してシャッフルし、別のカードをめくります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="178"/>
        <source>No card is turned up: the first discard starts the discard pile.</source>
        <translation>カードはめくりません。最初に捨てられたカードから捨て札の山が始まります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="184"/>
        <source>The player on the dealer&apos;s left plays first, and play goes clockwise.</source>
        <translation>ディーラーの左隣のプレイヤーから始め、時計回りに進みます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="192"/>
        <source>Your turn</source>
        <translation>あなたの手番</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="194"/>
        <source>&lt;b&gt;Draw&lt;/b&gt; {draw} cards from the stock, or take the discard pile (see below).</source>
        <translation>&lt;b&gt;引く&lt;/b&gt;：山札から{draw}枚引くか、捨て札の山を取ります（下記参照）。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="198"/>
        <source>&lt;b&gt;Red 3s&lt;/b&gt;: lay out every red 3 you hold and draw a card from the stock for each.</source>
        <translation>&lt;b&gt;赤3&lt;/b&gt;：持っている赤3をすべて表向きに置き、1枚につき山札から1枚引きます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="202"/>
        <source>&lt;b&gt;Meld&lt;/b&gt;: put down new melds and add cards to your side&apos;s melds, as many as you like (or none).</source>
        <translation>&lt;b&gt;メルド&lt;/b&gt;：新しいメルドを出したり、自分のチームのメルドにレイオフしたりします。いくつでも出せます（出さなくてもかまいません）。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="207"/>
        <source>&lt;b&gt;Discard&lt;/b&gt; one card onto the pile; any card may be discarded, wild cards and black 3s too. Then the player on your left plays.</source>
        <translation>&lt;b&gt;捨てる&lt;/b&gt;：捨て札の山にカードを1枚捨てます。ワイルドカードや黒3も含め、どのカードでも捨てられます。次は左隣のプレイヤーの手番です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="216"/>
        <source>Melds and books</source>
        <translation>メルドとパイル</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="219"/>
        <source>A meld is three or more cards of one rank from 4 to ace; suits do not matter and sequences are not melds. &lt;b&gt;Jokers and 2s are wild&lt;/b&gt;. A meld needs at least two natural cards for every wild card in it: a meld of 3 to 5 cards may hold {small} wild card, a meld of 6 or 7 cards {large}. A &lt;b&gt;wild meld&lt;/b&gt; is made of wild cards only.</source>
        <translation>メルドは4からAまでの同じランクのカード3枚以上の組です。スートは関係なく、連続した数字（シークエンス）はメルドになりません。&lt;b&gt;ジョーカーと2はワイルドカード&lt;/b&gt;です。メルドにはワイルドカード1枚につきナチュラルカードが2枚以上必要です。3～5枚のメルドにはワイルドカードを{small}枚まで、6枚か7枚のメルドには{large}枚まで入れられます。ワイルドカードだけのメルドを&lt;b&gt;ワイルドのメルド&lt;/b&gt;といいます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="231"/>
        <source>No meld may hold more than {book} cards. A meld that reaches {book} cards is complete: it becomes a &lt;b&gt;book&lt;/b&gt;, and nothing more can be added to it. A &lt;b&gt;clean&lt;/b&gt; book has natural cards only, a &lt;b&gt;dirty&lt;/b&gt; book has wild cards too, and a &lt;b&gt;wild&lt;/b&gt; book has wild cards only.</source>
        <translation>メルドは{book}枚を超えられません。{book}枚に達したメルドは完成して&lt;b&gt;パイル&lt;/b&gt;になり、それ以上レイオフできません。ナチュラルカードだけのパイルは&lt;b&gt;クリーン&lt;/b&gt;パイル、ワイルドカードも含むパイルは&lt;b&gt;ダーティー&lt;/b&gt;パイル、ワイルドカードだけのパイルは&lt;b&gt;ワイルド&lt;/b&gt;パイルです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="242"/>
        <source>Your side may have only one unfinished meld of each rank, and one unfinished wild meld. Completing a book frees its rank: the side may then start a new meld of it. Either partner may add to the side&apos;s melds; cards on the table stay there, and nobody touches the opponents&apos; melds.</source>
        <translation>各チームが持てる未完成のメルドは、1つのランクにつき1つ、ワイルドのメルドも1つだけです。パイルを完成させるとそのランクは空き、新しいメルドを始められます。チームのメルドにはどちらのパートナーもレイオフできます。テーブルに出したカードはそのまま残り、相手のメルドには誰も手を触れません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="253"/>
        <source>Red and black 3s</source>
        <translation>赤3と黒3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="256"/>
        <source>&lt;b&gt;Red 3s&lt;/b&gt; are laid out as soon as you hold them, also those in a foot you pick up, and each is replaced from the stock. They are never melded or discarded, and each earns your side {red3}.</source>
        <translation>&lt;b&gt;赤3&lt;/b&gt;は手にしたらすぐに表向きに置き（手に取った足札の中の赤3も同じです）、1枚ごとに山札から補充します。赤3はメルドすることも捨てることもできず、1枚につきチームに{red3}点が入ります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="266"/>
        <source>&lt;b&gt;Black 3s&lt;/b&gt; are never melded, not even to go out: they can only be discarded. While a black 3 is on top of the pile, nobody may take it.</source>
        <translation>&lt;b&gt;黒3&lt;/b&gt;は上がるときでもメルドできず、捨てることしかできません。捨て札の山の一番上に黒3がある間は、誰も山を取れません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="275"/>
        <source>The first meld: the minimum count</source>
        <translation>最初のメルド：ミニマムカウント</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="278"/>
        <source>In every deal your side&apos;s first melds must be put down in one go, and the values of their cards must add up to at least the minimum count of that deal. Several melds may be combined; bonuses do not count. Once your side has opened, both partners meld freely for the rest of the deal.</source>
        <translation>各ディールで、チームの最初のメルドは1回でまとめて出さなければならず、カードの点数の合計がそのディールのミニマムカウント以上である必要があります。複数のメルドを合わせてもかまいませんが、ボーナスは数えません。チームが最初のメルドを済ませたら、そのディールの残りは両方のパートナーが自由にメルドできます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="290"/>
        <source>Deal</source>
        <translation>ディール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="291"/>
        <source>Minimum count</source>
        <translation>ミニマムカウント</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="300"/>
        <source>Card values, used for the minimum count and for scoring:</source>
        <translation>カードの点数（ミニマムカウントと得点計算に使います）：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="309"/>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="310"/>
        <source>Value</source>
        <translation>点数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="313"/>
        <source>Joker</source>
        <translation>ジョーカー</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="314"/>
        <source>2, ace</source>
        <translation>2、A</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="315"/>
        <source>King down to 8</source>
        <translation>K～8</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="316"/>
        <source>7 down to 4, black 3</source>
        <translation>7～4、黒3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="318"/>
        <source>Red 3</source>
        <translation>赤3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="319"/>
        <source>{red3} as a bonus once laid out; {left} if left in a hand or foot</source>
        <translation>表向きに置けばボーナス{red3}点、手札か足札に残れば{left}点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="329"/>
        <source>Taking the discard pile</source>
        <translation>捨て札の山を取る</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="332"/>
        <source>To take the pile you must hold &lt;b&gt;two natural cards&lt;/b&gt; of the top card&apos;s rank and put the top card down with them at once, in a new meld or on your side&apos;s unfinished meld of that rank. A natural card and a wild card are not enough. A wild card on top needs two wild cards from your hand, for a wild meld. Nobody may take the pile while a black 3 is on top. The pile is never frozen.</source>
        <translation>捨て札の山を取るには、一番上のカードと同じランクの&lt;b&gt;ナチュラルカード2枚&lt;/b&gt;を手札に持ち、一番上のカードと一緒にすぐに出さなければなりません。新しいメルドにするか、そのランクのチームの未完成のメルドにレイオフします。ナチュラルカード1枚とワイルドカード1枚では取れません。一番上がワイルドカードなら、手札のワイルドカード2枚と合わせてワイルドのメルドにします。一番上が黒3の間は誰も取れません。捨て札の山がフローズンになることはありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="344"/>
        <source>You take the top {count} cards of the pile, the top card included (the whole pile if it has fewer): the top card is melded and the others go into your hand.</source>
        <translation>捨て札の山から、一番上のカードを含めて上から{count}枚を取ります（それより少なければ全部）。一番上のカードはメルドし、残りは手札に加えます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="350"/>
        <source>You take the whole pile: the top card is melded and the others go into your hand.</source>
        <translation>捨て札の山を全部取ります。一番上のカードはメルドし、残りは手札に加えます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="357"/>
        <source>If your side has not opened yet, it must open in the same move, and only the top card of the pile counts towards the minimum; the other cards taken never count.</source>
        <translation>チームがまだ最初のメルドをしていない場合は、同じ操作で最初のメルドをしなければなりません。ミニマムカウントに数えられるのは捨て札の山の一番上のカードだけで、取ったほかのカードは数えません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="367"/>
        <source>The foot</source>
        <translation>足札</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="370"/>
        <source>When your hand runs out, you pick up your foot and play on with it. If your hand ran out while you were melding, you may keep melding from the foot this turn; if your discard emptied it, your turn is over. You cannot go out while you are still on your hand.</source>
        <translation>手札がなくなったら足札を手に取り、それを使ってプレイを続けます。メルド中に手札がなくなった場合は、この手番のうちに足札からメルドを続けられます。捨てて手札がなくなった場合は、手番はそこで終わりです。手札でプレイしている間は上がれません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="382"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="477"/>
        <source>Going out</source>
        <translation>上がり</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="385"/>
        <source>Only a player on their foot can go out, by getting rid of their last card; this ends the deal. Your side first needs at least these books: {clean} clean, {dirty} dirty and {wild} wild. Your partner must also have picked up their foot and played from it at least once.</source>
        <translation>上がれるのは足札でプレイしているプレイヤーだけです。最後のカードを手放すと上がりとなり、ディールが終了します。その前に、チームに少なくともクリーンパイル{clean}つ、ダーティーパイル{dirty}つ、ワイルドパイル{wild}つが必要です。また、パートナーも足札を手に取り、そこから1回以上プレイしていなければなりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="395"/>
        <source>You may go out by melding your last cards, or by discarding your last card, whatever it is.</source>
        <translation>最後のカードをメルドしても、最後の1枚を（どのカードでも）捨てても上がれます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="401"/>
        <source>You must go out by melding your last cards: going out with a discard is not allowed, so you never keep a single card.</source>
        <translation>最後のカードはメルドして上がらなければなりません。捨てて上がることはできないため、手札を1枚だけにしてはいけません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="408"/>
        <source>You also need your partner&apos;s permission: ask “Partner, may I go out?” during your turn, once per turn, even before drawing. A “yes” allows you to go out this turn but does not oblige you; after a “no” you may not go out this turn.</source>
        <translation>さらにパートナーの許可が必要です。手番中に1回、引く前でもかまわないので「パートナー、上がってもいいですか？」と聞きます。「はい」ならこの手番で上がってもかまいませんが、上がらなくてもかまいません。「いいえ」ならこの手番では上がれません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="415"/>
        <source>Asking your partner “May I go out?” is optional: once per turn, after drawing, and only when you are able to go out. After a “yes” you must go out this turn; after a “no” you may not.</source>
        <translation>パートナーに「上がってもいいですか？」と聞くかどうかは自由です。聞けるのは1手番に1回、引いた後で、上がれる状態のときだけです。「はい」ならこの手番で必ず上がり、「いいえ」ならこの手番では上がれません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="424"/>
        <source>While you are on your foot and may not go out yet, you may not empty your hand: keep at least one card after your discard.</source>
        <translation>足札でプレイしていても、まだ上がれないときは手札をなくしてはいけません。捨てた後も1枚以上残してください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="433"/>
        <source>When the stock runs out</source>
        <translation>山札がなくなったとき</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="436"/>
        <source>If fewer than {draw} cards are left, you draw what is left. A red 3 that cannot be replaced is simply laid out. A player whose turn starts with an empty stock may still take the pile if they can; otherwise the deal ends, and nobody scores for going out.</source>
        <translation>山札が{draw}枚より少なければ、残っている分だけ引きます。補充できない赤3は、そのまま表向きに置きます。山札がない状態で手番を迎えたプレイヤーは、取れるなら捨て札の山を取れます。取らなければディールは終了し、上がりの得点は誰にも入りません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="447"/>
        <source>Scoring a deal</source>
        <translation>ディールの得点計算</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="451"/>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="452"/>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="456"/>
        <source>Cards in your side&apos;s melds and books</source>
        <translation>チームのメルドとパイルのカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="459"/>
        <source>plus their values</source>
        <translation>カードの点数をプラス</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="462"/>
        <source>Each clean book</source>
        <translation>クリーンパイル1つにつき</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="466"/>
        <source>Each dirty book</source>
        <translation>ダーティーパイル1つにつき</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="470"/>
        <source>Each wild book</source>
        <translation>ワイルドパイル1つにつき</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="474"/>
        <source>Each red 3 laid out</source>
        <translation>表向きに置いた赤3（1枚につき）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="479"/>
        <source>Cards left in your side&apos;s hands, and in feet never picked up</source>
        <translation>チームの手札と、手に取らなかった足札に残ったカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="483"/>
        <source>minus their values (a red 3: {left})</source>
        <translation>カードの点数をマイナス（赤3は{left}点）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="492"/>
        <source>Deal scores, which may be negative, are added to each side&apos;s total. When all {deals} deals have been played, the higher total wins; equal totals are a draw.</source>
        <translation>ディールの得点（マイナスもあります）を各チームの合計に加えます。{deals}ディールをすべて終えたら、合計得点の高いチームの勝ちです。同点なら引き分けです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="503"/>
        <source>At this table a game is a single deal, with the first deal&apos;s minimum count; the higher total wins.</source>
        <translation>このテーブルでは1ゲームは1ディールだけで、ミニマムカウントは第1ディールのものを使います。合計得点の高いチームの勝ちです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="509"/>
        <source>At this table a game is only the first {n} deals, each with its minimum count; the higher total after the last one wins.</source>
        <translation>このテーブルでは1ゲームは最初の{n}ディールだけで、各ディールのミニマムカウントを使います。最後のディールの後、合計得点の高いチームの勝ちです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="522"/>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="523"/>
        <source>At this table</source>
        <translation>このテーブル</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="529"/>
        <source>Players and decks</source>
        <translation>人数と組数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="530"/>
        <source>{players} players in two partnerships, {decks} decks</source>
        <translation>{players}人・{decks}組（2チームのチーム戦）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="544"/>
        <source>Rules at this table</source>
        <translation>このテーブルのルール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="648"/>
        <source>How to play with the mouse and keyboard</source>
        <translation>マウスとキーボードでの操作</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="550"/>
        <source>&lt;b&gt;Draw&lt;/b&gt;: drag a card from the stock to your hand, or click the stock.</source>
        <translation>&lt;b&gt;引く&lt;/b&gt;：山札から手札へカードをドラッグするか、山札をクリックします。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="554"/>
        <source>&lt;b&gt;Take the pile&lt;/b&gt;: drag its top card onto your cards or onto one of your side&apos;s melds, or use the &lt;i&gt;Take pile&lt;/i&gt; button.</source>
        <translation>&lt;b&gt;捨て札の山を取る&lt;/b&gt;：一番上のカードを手札か自分のチームのメルドへドラッグするか、&lt;i&gt;捨て札を取る&lt;/i&gt;ボタンを使います。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="559"/>
        <source>&lt;b&gt;Select cards&lt;/b&gt; with a click, Shift+click or by dragging a rubber band around them, then drag them to the meld area (a new meld) or onto a meld.</source>
        <translation>クリック、Shift+クリック、またはドラッグで囲んで&lt;b&gt;カードを選び&lt;/b&gt;、メルド置き場（新しいメルド）かメルドの上へドラッグします。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="564"/>
        <source>An opening or a pile take is &lt;b&gt;staged&lt;/b&gt; first, so you can see it as a plan; then confirm it or cancel it as a whole.</source>
        <translation>最初のメルドや捨て札の山を取る操作は、まず&lt;b&gt;仮置き&lt;/b&gt;され、置いた形を見て確かめられます。そのあとまとめて確定するか取り消します。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="569"/>
        <source>&lt;b&gt;Discard&lt;/b&gt;: drag a card onto the pile, or double-click it.</source>
        <translation>&lt;b&gt;捨てる&lt;/b&gt;：カードを捨て札の山へドラッグするか、ダブルクリックします。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="572"/>
        <source>&lt;b&gt;Ask your partner&lt;/b&gt; “May I go out?” with the &lt;i&gt;Ask partner&lt;/i&gt; button.</source>
        <translation>&lt;i&gt;上がり確認&lt;/i&gt;ボタンで、パートナーに「上がってもいいですか？」と&lt;b&gt;聞きます&lt;/b&gt;。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="579"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab、Shift+Tab</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="580"/>
        <source>move between the controls</source>
        <translation>フォーカスを移動</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="583"/>
        <source>Left, Right arrows</source>
        <translation>←、→（矢印キー）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="584"/>
        <source>move between cards</source>
        <translation>カード間を移動</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="587"/>
        <source>Up, Down arrows</source>
        <translation>↑、↓（矢印キー）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="588"/>
        <source>move from your hand to the table (stock, pile, melds) and back</source>
        <translation>手札とテーブル（山札、捨て札の山、メルド）の間を移動</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="594"/>
        <source>Space or Enter on the table</source>
        <translation>テーブル上でSpaceまたはEnter</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="595"/>
        <source>draw, take the pile, or put the selected cards on the meld under the focus</source>
        <translation>山札から引く、捨て札の山を取る、またはフォーカスのあるメルドに選んだカードを出す</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="601"/>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="602"/>
        <source>select or unselect the card</source>
        <translation>カードを選択／選択解除</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="605"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="606"/>
        <source>meld the selected cards</source>
        <translation>選んだカードをメルド</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="609"/>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="610"/>
        <source>discard</source>
        <translation>捨てる</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="613"/>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="614"/>
        <source>draw from the stock</source>
        <translation>山札から引く</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="617"/>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="618"/>
        <source>take the pile</source>
        <translation>捨て札の山を取る</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="621"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="622"/>
        <source>ask your partner “May I go out?”</source>
        <translation>パートナーに「上がってもいいですか？」と聞く</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="625"/>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="626"/>
        <source>confirm the plan</source>
        <translation>仮置きを確定</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="629"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="630"/>
        <source>cancel the plan</source>
        <translation>仮置きを取り消す</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="633"/>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="634"/>
        <source>take back your last meld or lay-off of this turn</source>
        <translation>この手番で最後に行ったメルドやレイオフを元に戻す</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="639"/>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="640"/>
        <source>make it again</source>
        <translation>元に戻したものをやり直す</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="644"/>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="645"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
</context>
<context>
    <name>HandFootSummary</name>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="38"/>
        <source>{points} ({foot} in a foot)</source>
        <translation>{points}（うち足札{foot}）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="55"/>
        <source>Melded cards</source>
        <translation>メルドしたカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="56"/>
        <source>Clean books</source>
        <translation>クリーンパイル</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="57"/>
        <source>Dirty books</source>
        <translation>ダーティーパイル</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="58"/>
        <source>Wild books</source>
        <translation>ワイルドパイル</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="59"/>
        <source>Book bonuses</source>
        <translation>パイルのボーナス</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="60"/>
        <source>Red 3s</source>
        <translation>赤3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="61"/>
        <source>Going out</source>
        <translation>上がり</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="62"/>
        <source>Cards left in hands and feet</source>
        <translation>手札と足札に残ったカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="63"/>
        <source>Deal total</source>
        <translation>ディールの合計</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="64"/>
        <source>Game score</source>
        <translation>ゲームの得点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="74"/>
        <source>A player went out.</source>
        <translation>プレイヤーが上がりました。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="75"/>
        <source>{side} went out.</source>
        <translation>{side}が上がりました。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="78"/>
        <source>The stock ran out, so the deal ended without anyone going out.</source>
        <translation>山札がなくなり、誰も上がらずにディールが終了しました。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="88"/>
        <source>Has the books to go out</source>
        <translation>上がりに必要なパイルはそろっています</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="97"/>
        <source>{n} clean</source>
        <translation>クリーン{n}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="98"/>
        <source>{n} dirty</source>
        <translation>ダーティー{n}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="99"/>
        <source>{n} wild</source>
        <translation>ワイルド{n}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="89"/>
        <source>Books still needed to go out: {books}</source>
        <translation>上がりにあと必要なパイル：{books}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="110"/>
        <source>Deal {n} of {deals} · minimum count {minimum}</source>
        <translation>第{n}／{deals}ディール・ミニマムカウント{minimum}点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="118"/>
        <source>The last deal of the game</source>
        <translation>このゲーム最後のディール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="122"/>
        <source>minimum met</source>
        <translation>ミニマムカウント達成</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="127"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="165"/>
        <source>Books: {clean} clean, {dirty} dirty, {wild} wild</source>
        <translation>パイル：クリーン{clean}、ダーティー{dirty}、ワイルド{wild}</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <location filename="../canasta_gui/app/listing.py" line="22"/>
        <source>{first} &amp; {second}</source>
        <comment>the last two players of one side, as one name</comment>
        <translation>{first}・{second}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/listing.py" line="26"/>
        <source>{first}, {rest}</source>
        <comment>the earlier players of one side, as one name</comment>
        <translation>{first}・{rest}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/listing.py" line="39"/>
        <source>{first}, {rest}</source>
        <comment>one item of a list, then the rest of the list</comment>
        <translation>{first}、{rest}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/listing.py" line="47"/>
        <source>{name}: {text}</source>
        <comment>a player&apos;s name in front of what they did or said</comment>
        <translation>{name}：{text}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/listing.py" line="54"/>
        <source>{label}:</source>
        <comment>a form field&apos;s label</comment>
        <translation>{label}：</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="141"/>
        <source>Canasta</source>
        <translation>カナスタ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="145"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="146"/>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="147"/>
        <source>&amp;Score sheet</source>
        <translation>得点表(&amp;S)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="148"/>
        <source>&amp;Past games…</source>
        <translation>対戦履歴(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="149"/>
        <source>Sa&amp;ved games…</source>
        <translation>セーブデータ(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="150"/>
        <source>S&amp;tatistics</source>
        <translation>統計(&amp;T)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="151"/>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="152"/>
        <source>Back to the &amp;menu</source>
        <translation>メニューに戻る(&amp;M)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="153"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="154"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="155"/>
        <source>Scores and &amp;log</source>
        <translation>得点と経過(&amp;L)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="157"/>
        <source>Show or hide the side panel with the scores and the log (Ctrl+L)</source>
        <translation>得点と経過のサイドパネルを表示／非表示にします（Ctrl+L）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="159"/>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="160"/>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="161"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="162"/>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="163"/>
        <source>&amp;About canasta_gui</source>
        <translation>canasta_gui について(&amp;A)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="239"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="323"/>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="330"/>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="340"/>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="346"/>
        <source>Continue</source>
        <translation>続きから</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="474"/>
        <source>The finished game could not be kept: {reason}</source>
        <translation>終了したゲームを対戦履歴に保存できませんでした：{reason}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="497"/>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="538"/>
        <source>Hint: {text}</source>
        <translation>ヒント：{text}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="561"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="600"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="600"/>
        <source>Settings not saved: {e}</source>
        <translation>設定を保存できませんでした：{e}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="78"/>
        <source>Side {letter}</source>
        <comment>a side of one player, who plays alone</comment>
        <extracomment>Rows in the seat table: the largest table of any game. One colour per side so partners can be told apart at a glance (text says it too). Tallest the dialog makes itself: fits a 1024x720 screen under a title bar. Room for a window manager&apos;s title bar and frame, which Qt only knows once shown.</extracomment>
        <translation>{letter}（個人）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="81"/>
        <source>Side {letter}</source>
        <comment>a side of partners (a team)</comment>
        <translation>チーム{letter}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="117"/>
        <source>Seat &amp;{n}</source>
        <translation>席&amp;{n}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="118"/>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="119"/>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="121"/>
        <source>Seat {n}: player</source>
        <translation>席{n}：プレイヤー</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="124"/>
        <source>Seat {n}: name</source>
        <translation>席{n}：名前</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="129"/>
        <source>Seat {n}: computer level</source>
        <translation>席{n}：コンピューターの強さ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="437"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="438"/>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="445"/>
        <source>&amp;Configuration:</source>
        <translation>構成(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="450"/>
        <source>Rule &amp;preset:</source>
        <translation>ルールプリセット(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="451"/>
        <source>&amp;Target score:</source>
        <translation>目標点(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="454"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="455"/>
        <source>Side</source>
        <translation>チーム</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="455"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="455"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="455"/>
        <source>Level</source>
        <translation>強さ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="460"/>
        <source>&amp;Advanced rules</source>
        <translation>詳細ルール(&amp;A)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="461"/>
        <source>&amp;Reset to preset</source>
        <translation>プリセットに戻す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="487"/>
        <source>&amp;Start game</source>
        <translation>ゲーム開始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="612"/>
        <source>Partners: {seats}</source>
        <translation>パートナー：{seats}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="616"/>
        <source>Plays alone</source>
        <translation>単独でプレイ</translation>
    </message>
    <message numerus="yes">
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="648"/>
        <source>Rules changed from the preset: %n</source>
        <translation>
            <numerusform>プリセットから変更したルール：%n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/game.py" line="75"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/game.py" line="62"/>
        <source>{players} players, {decks} decks (partnerships)</source>
        <translation>{players}人・{decks}組（チーム戦）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/game.py" line="78"/>
        <source>{players} players, {decks} decks (each for themselves)</source>
        <translation>{players}人・{decks}組（個人戦）</translation>
    </message>
</context>
<context>
    <name>OpeningDraw</name>
    <message>
        <location filename="../canasta_gui/app/scene/opening_draw.py" line="285"/>
        <source>Partners: {names}</source>
        <translation>パートナー：{names}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/scene/opening_draw.py" line="292"/>
        <source>{first} has the highest card and plays first; {dealer} deals.</source>
        <translation>{first}が最も強いカードを引いたので最初にプレイし、{dealer}がディーラーです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/scene/opening_draw.py" line="298"/>
        <source>Skip (Esc)</source>
        <translation>スキップ (Esc)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/scene/opening_draw.py" line="299"/>
        <source>Start the deal now</source>
        <translation>すぐにディールを始めます</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/scene/opening_draw.py" line="302"/>
        <source>Drawing cards for seats and the first deal</source>
        <translation>カードを引いて席と最初のディーラーを決めます</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/scene/opening_draw.py" line="306"/>
        <source>Plays first</source>
        <translation>最初にプレイ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/scene/opening_draw.py" line="307"/>
        <source>Deals</source>
        <translation>ディーラー</translation>
    </message>
</context>
<context>
    <name>PastGames</name>
    <message>
        <location filename="../canasta_gui/app/past_games.py" line="139"/>
        <source>The past games could not be listed ({reason}).</source>
        <extracomment>A past game is an autosave plus its explanations: twice the save&apos;s own limit is plenty.</extracomment>
        <translation>対戦履歴を表示できませんでした（{reason}）。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/past_games.py" line="186"/>
        <source>it is not a canasta_gui past game</source>
        <translation>canasta_guiの対戦履歴のデータではありません</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/past_games.py" line="195"/>
        <source>it does not say when the game ended</source>
        <translation>ゲームの終了日時が記録されていません</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/past_games.py" line="200"/>
        <source>its game is not finished</source>
        <translation>ゲームが終了していません</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/past_games.py" line="219"/>
        <source>its explanations of the moves are damaged</source>
        <translation>手順の説明が壊れています</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/past_games.py" line="275"/>
        <source>The past game {name} could not be read ({reason}).</source>
        <translation>対戦履歴のゲーム{name}を読み込めませんでした（{reason}）。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/past_games.py" line="278"/>
        <source>The past game {name} could not be read ({reason}). It was moved to {path}.</source>
        <translation>対戦履歴のゲーム{name}を読み込めませんでした（{reason}）。{path}に移動しました。</translation>
    </message>
</context>
<context>
    <name>PastGamesDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/past_games_dialog.py" line="62"/>
        <source>Past games</source>
        <translation>対戦履歴</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/past_games_dialog.py" line="64"/>
        <source>No finished game has been kept yet.</source>
        <translation>保存された対戦はまだありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/past_games_dialog.py" line="66"/>
        <source>Date</source>
        <translation>日時</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/past_games_dialog.py" line="66"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/past_games_dialog.py" line="66"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/past_games_dialog.py" line="66"/>
        <source>Final score</source>
        <translation>最終得点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/past_games_dialog.py" line="68"/>
        <source>&amp;Score sheet and replay…</source>
        <translation>得点表とリプレイ(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/past_games_dialog.py" line="93"/>
        <source>{side} {score}</source>
        <translation>{side} {score}</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <location filename="../canasta_gui/app/widgets/privacy_screen.py" line="55"/>
        <source>Pass to {name}</source>
        <translation>{name}さんに交代</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/privacy_screen.py" line="57"/>
        <source>Everyone else, please look away. {name}, are you ready?</source>
        <translation>ほかの人は画面を見ないでください。{name}さん、準備はいいですか？</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/privacy_screen.py" line="63"/>
        <source>I am {name}: show my cards</source>
        <translation>{name}です：手札を表示</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../canasta_gui/app/replay.py" line="99"/>
        <source>Move {n} of this game cannot be replayed.</source>
        <translation>このゲームの{n}手目を再現できません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/replay.py" line="105"/>
        <source>The moves of this game do not lead to its recorded end.</source>
        <translation>このゲームの手順をたどっても、記録された結果になりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/replay.py" line="166"/>
        <source>A replay cannot change the game.</source>
        <translation>リプレイではゲームを変えられません。</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="172"/>
        <source>Replay: {deal}</source>
        <translation>リプレイ：{deal}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="173"/>
        <source>&amp;Show:</source>
        <translation>表示(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="176"/>
        <source>Last move</source>
        <translation>直前の手</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="177"/>
        <source>&amp;Moves</source>
        <translation>手順(&amp;M)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="179"/>
        <source>Start</source>
        <translation>最初</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="179"/>
        <source>The deal as it was dealt (Home)</source>
        <translation>配った直後の状態（Home）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="180"/>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="180"/>
        <source>One move back (Left arrow)</source>
        <translation>1手戻る（←キー）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="181"/>
        <source>Forward</source>
        <translation>進む</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="181"/>
        <source>One move forward (Right arrow)</source>
        <translation>1手進む（→キー）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="182"/>
        <source>End</source>
        <translation>最後</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="182"/>
        <source>The deal as it was scored (End)</source>
        <translation>得点計算時の状態（End）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="248"/>
        <source>The cards are dealt.</source>
        <translation>カードが配られました。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="263"/>
        <source>Move {n} of {count}</source>
        <translation>{n}／{count}手</translation>
    </message>
</context>
<context>
    <name>ReplayHook</name>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="302"/>
        <source>&amp;Replay…</source>
        <translation>リプレイ(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="304"/>
        <source>Step through the chosen deal move by move, with every hand face up</source>
        <translation>選んだディールを、全員の手札を表向きにして1手ずつたどります</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="332"/>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="52"/>
        <source>Canasta rules</source>
        <translation>カナスタのルール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="54"/>
        <source>{game}: rules</source>
        <translation>{game}のルール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="102"/>
        <source>How to play Canasta</source>
        <extracomment>Opening minimums: below 0, from 5, from 1,500, from 3,000, from 7,500 (game to 10,000). The minimum at a score of exactly 0 (OPT-CAN-MINIMUM-AT-ZERO: 50, or S0&apos;s 15). Card values: joker; 2 and ace; king down to 8; 7 down to 4 and black 3. Red-3 bonus by count with two decks and with three decks, before the no-meld sign.</extracomment>
        <translation>カナスタの遊び方</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="114"/>
        <source>The aim</source>
        <translation>目的</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="128"/>
        <source>Players and the deal</source>
        <translation>プレイヤーと配り方</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="131"/>
        <source>Four or six players play in partnerships: partners never sit side by side and share their melds, red 3s and score. Two or three players each play for themselves. Two or three decks, jokers included, are shuffled together. Each player is dealt the number of cards below, one card is turned up to start the discard pile, and the rest is the stock. If the first upcard is a wild card or a red 3, another card is normally turned onto it.</source>
        <translation>4人または6人ではチーム戦です。パートナー同士は隣り合って座らず、メルド・赤3・得点を共有します。2人または3人では個人戦です。ジョーカーを含むトランプ2組または3組を混ぜてシャッフルします。各プレイヤーに下の表の枚数を配り、1枚をめくって捨て札の山を始め、残りを山札とします。最初にめくったカードがワイルドカードか赤3なら、通常はその上にもう1枚めくります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="145"/>
        <source>Table</source>
        <translation>人数・組数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="146"/>
        <source>Cards dealt</source>
        <translation>配る枚数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="158"/>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="508"/>
        <source>{players} players, {decks} decks</source>
        <translation>{players}人・{decks}組</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="168"/>
        <source>Your turn</source>
        <translation>あなたの手番</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="171"/>
        <source>&lt;b&gt;Draw&lt;/b&gt;: take two cards from the stock (one under some rules), or take the whole discard pile.</source>
        <translation>&lt;b&gt;引く&lt;/b&gt;：山札から2枚（ルールによっては1枚）引くか、捨て札の山を全部取ります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="177"/>
        <source>&lt;b&gt;Meld&lt;/b&gt;: put down new melds and add cards to your side&apos;s melds, as many as you like (or none).</source>
        <translation>&lt;b&gt;メルド&lt;/b&gt;：新しいメルドを出したり、自分のチームのメルドにレイオフしたりします。いくつでも出せます（出さなくてもかまいません）。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="183"/>
        <source>&lt;b&gt;Discard&lt;/b&gt; one card onto the pile. Then the player on your left plays.</source>
        <translation>&lt;b&gt;捨てる&lt;/b&gt;：捨て札の山にカードを1枚捨てます。次は左隣のプレイヤーの手番です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="190"/>
        <source>Melds and wild cards</source>
        <translation>メルドとワイルドカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="193"/>
        <source>A meld is made of cards of one rank from 4 to ace; suits do not matter and sequences are not melds. &lt;b&gt;Jokers and 2s are wild&lt;/b&gt;: they stand in for natural cards, but a meld must always hold at least two natural cards and at most three wild cards. Wild cards never form a meld on their own.</source>
        <translation>メルドは4からAまでの同じランクのカードで作ります。スートは関係なく、連続した数字（シークエンス）はメルドになりません。&lt;b&gt;ジョーカーと2はワイルドカード&lt;/b&gt;で、ナチュラルカードの代わりになりますが、メルドには常にナチュラルカードが2枚以上必要で、ワイルドカードは3枚までです。ワイルドカードだけでメルドは作れません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="204"/>
        <source>Your side may have only one meld of each rank; more cards of that rank are added to it. You may add to your partner&apos;s melds but never to an opponent&apos;s. Cards on the table stay there for the rest of the deal.</source>
        <translation>各チームは1つのランクにつきメルドを1つしか持てません。同じランクのカードはそのメルドにレイオフします。パートナーのメルドにはレイオフできますが、相手のメルドにはできません。出したメルドはそのディールの終わりまでテーブルに残ります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="213"/>
        <source>Canastas</source>
        <translation>カナスタ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="236"/>
        <source>The first meld</source>
        <translation>最初のメルド</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="239"/>
        <source>Until your side has melded, its first meld must be put down in one go, as one or more melds whose card values add up to at least a minimum. The minimum depends on your side&apos;s total score at the start of the deal. Bonuses for canastas and red 3s do not count towards it.</source>
        <translation>チームがまだメルドしていないうちは、最初のメルドを1回でまとめて出さなければなりません。1つ以上のメルドで、カードの点数の合計がミニマムカウント以上になる必要があります。ミニマムカウントはディール開始時のチームの合計得点で決まります。カナスタと赤3のボーナスは数えません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="251"/>
        <source>Your score</source>
        <translation>チームの得点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="252"/>
        <source>Minimum</source>
        <translation>ミニマムカウント</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="447"/>
        <source>+{one} each; with two decks {four} for all four, with three decks {four_3} for four, {five_3} for five and {six_3} for six; minus if your side has no meld</source>
        <translation>1枚につき+{one}点。2組では4枚そろうと{four}点、3組では4枚で{four_3}点、5枚で{five_3}点、6枚で{six_3}点。チームがメルドしていなければマイナス</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="490"/>
        <source>below 0</source>
        <translation>0点未満</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="491"/>
        <source>0 to 1,495</source>
        <translation>0～1,495点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="257"/>
        <source>1,500 to 2,995</source>
        <translation>1,500～2,995点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="228"/>
        <source>At this table a canasta holds at most {n} cards: once full, no card can be added to it.</source>
        <translation>このテーブルでは、カナスタは最大{n}枚です。満杯になったカナスタにはレイオフできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="261"/>
        <source>3,000 or more</source>
        <translation>3,000点以上</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="265"/>
        <source>7,500 or more (only in a game to 10,000)</source>
        <translation>7,500点以上（10,000点のゲームのみ）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="275"/>
        <source>Card values, used for the minimum and for scoring:</source>
        <translation>カードの点数（ミニマムカウントと得点計算に使います）：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="283"/>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="284"/>
        <source>Value</source>
        <translation>点数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="288"/>
        <source>Joker</source>
        <translation>ジョーカー</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="292"/>
        <source>2, ace</source>
        <translation>2、A</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="296"/>
        <source>King down to 8</source>
        <translation>K～8</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="300"/>
        <source>7 down to 4, black 3</source>
        <translation>7～4、黒3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="304"/>
        <source>Red 3</source>
        <translation>赤3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="305"/>
        <source>bonus only (see below)</source>
        <translation>ボーナスのみ（下記参照）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="311"/>
        <source>The discard pile</source>
        <translation>捨て札の山</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="314"/>
        <source>To take the pile you must use its top card at once: meld it with two natural cards of its rank from your hand, or with one natural card and one wild card, or add it to one of your side&apos;s melds of that rank. Then the rest of the pile goes into your hand.</source>
        <translation>捨て札の山を取るには、一番上のカードをすぐに使わなければなりません。手札の同じランクのナチュラルカード2枚、またはナチュラルカード1枚とワイルドカード1枚とでメルドするか、自分のチームの同じランクのメルドにレイオフします。そのあと残りの捨て札を手札に加えます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="325"/>
        <source>The pile is &lt;b&gt;frozen&lt;/b&gt; while it contains a wild card or a red 3 (the freezing card lies sideways), and it is always frozen for a side that has not melded yet. A frozen pile can be taken only with two natural cards of the top card&apos;s rank from your hand. Taking the pile unfreezes it.</source>
        <translation>捨て札の山にワイルドカードか赤3が含まれている間は&lt;b&gt;フローズン&lt;/b&gt;です（フローズンにしたカードは横向きに置かれます）。まだメルドしていないチームにとっては常にフローズンです。フローズンの山は、一番上のカードと同じランクのナチュラルカード2枚を手札から出さないと取れません。山を取るとフローズンは解除されます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="336"/>
        <source>The pile is &lt;b&gt;blocked&lt;/b&gt; while its top card is a black 3 or a wild card: nobody may take it until another card covers it.</source>
        <translation>一番上のカードが黒3かワイルドカードの間、捨て札の山は&lt;b&gt;ブロック&lt;/b&gt;されます。ほかのカードがその上に捨てられるまで誰も取れません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="345"/>
        <source>If your side has not melded yet, the meld with the top card (plus any melds from your hand) must reach your minimum before the rest of the pile is yours; the other pile cards do not count towards it.</source>
        <translation>チームがまだメルドしていない場合、一番上のカードを使ったメルド（と手札からのメルド）がミニマムカウントに達して初めて、残りの捨て札を手にできます。ほかの捨て札はミニマムカウントに数えません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="354"/>
        <source>Red and black 3s</source>
        <translation>赤3と黒3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="369"/>
        <source>&lt;b&gt;Black 3s&lt;/b&gt; cannot be melded, except as a meld of three or more black 3s without wild cards in the turn you go out. Discarding one blocks the next player.</source>
        <translation>&lt;b&gt;黒3&lt;/b&gt;はメルドできません。ただし、上がる手番に限り、ワイルドカードを含まない黒3の3枚以上のメルドは出せます。黒3を捨てると次のプレイヤーは捨て札の山を取れません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="378"/>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="455"/>
        <source>Going out</source>
        <translation>上がり</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="381"/>
        <source>You go out by getting rid of your last card, by melding it or by discarding it; this ends the deal. Your side needs at least one canasta first (two at some tables, see above). Going out earns 100, or 200 if you go out &lt;b&gt;concealed&lt;/b&gt;: all in one turn, without having melded anything earlier in the deal.</source>
        <translation>最後のカードをメルドするか捨てて手札をなくすと上がりで、ディールが終了します。その前にチームにカナスタが1つ以上必要です（2つ必要なテーブルもあります。上記参照）。上がりは100点、&lt;b&gt;コンシールド&lt;/b&gt;で上がると200点です。コンシールドとは、そのディールでそれまで何もメルドせず、1回の手番ですべて出して上がることです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="395"/>
        <source>At this table your side also needs at least {n} melds on the table, canastas included, before you may go out.</source>
        <translation>このテーブルでは、上がる前に、チームがカナスタを含めて{n}つ以上のメルドをテーブルに出している必要もあります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="404"/>
        <source>In a partnership you may ask “Partner, may I go out?” after drawing and before melding, when you are able to go out. The answer binds: after “yes” you must go out this turn, after “no” you may not. Normally you may ask once per deal.</source>
        <translation>チーム戦では、上がれる状態のとき、引いたあとメルドする前に「パートナー、上がってもいいですか？」と聞けます。答えには従わなければなりません。「はい」ならその手番で必ず上がり、「いいえ」ならその手番では上がれません。通常は1ディールに1回だけ聞けます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="425"/>
        <source>Scoring a deal</source>
        <translation>ディールの得点計算</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="429"/>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="430"/>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="434"/>
        <source>Cards in your side&apos;s melds</source>
        <translation>チームのメルドのカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="435"/>
        <source>plus their values</source>
        <translation>カードの点数をプラス</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="438"/>
        <source>Each natural canasta</source>
        <translation>ナチュラルカナスタ1つにつき</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="442"/>
        <source>Each mixed canasta</source>
        <translation>ミックスドカナスタ1つにつき</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="446"/>
        <source>Red 3s</source>
        <translation>赤3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="117"/>
        <source>Canasta is a rummy game. You score by laying down &lt;b&gt;melds&lt;/b&gt;, sets of three or more cards of the same rank, and above all &lt;b&gt;canastas&lt;/b&gt;, melds of seven or more cards. A game lasts several deals; it ends when a side reaches the target score ({target} unless the table says otherwise), and the side with the highest total wins.</source>
        <translation>カナスタはラミー系のゲームです。同じランクのカード3枚以上の組である&lt;b&gt;メルド&lt;/b&gt;、そして何よりも7枚以上のメルドである&lt;b&gt;カナスタ&lt;/b&gt;を出して得点します。ゲームは複数のディールで行い、どこかのチームが目標点（テーブルで別に決めていなければ{target}点）に達すると終了し、合計得点が最も高いチームの勝ちです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="41"/>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="43"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="147"/>
        <source>Canastas needed to go out (by default)</source>
        <translation>上がりに必要なカナスタ（既定）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="216"/>
        <source>A meld of seven or more cards is a canasta. A &lt;b&gt;natural&lt;/b&gt; canasta, without wild cards, earns a bonus of {natural}; a &lt;b&gt;mixed&lt;/b&gt; canasta, with wild cards, earns {mixed}. A canasta can keep growing.</source>
        <translation>7枚以上のメルドがカナスタです。ワイルドカードを含まない&lt;b&gt;ナチュラル&lt;/b&gt;カナスタは{natural}点、ワイルドカードを含む&lt;b&gt;ミックスド&lt;/b&gt;カナスタは{mixed}点のボーナスになります。カナスタにもさらにレイオフできます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="357"/>
        <source>&lt;b&gt;Red 3s&lt;/b&gt; are bonus cards. Whenever you get one it is laid face up in front of your side and, unless it came from the pile, replaced from the stock. With two decks each is worth {one} and all four together {four}. With three decks four are worth {four_3}, five {five_3} and six {six_3}. Red 3s count against your side if it has no meld when the deal ends.</source>
        <translation>&lt;b&gt;赤3&lt;/b&gt;はボーナスカードです。赤3を手にしたら、そのたびに自分のチームの前に表向きに置き、捨て札の山から取ったものでなければ山札から1枚補充します。2組では1枚{one}点、4枚そろうと{four}点です。3組では4枚で{four_3}点、5枚で{five_3}点、6枚で{six_3}点です。ディール終了時にチームがメルドしていなければ、赤3の点数はマイナスになります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="414"/>
        <source>If the stock runs out, play normally goes on as long as players take the discard pile (you must take it when its top card fits one of your side&apos;s melds and the pile is not frozen for you). When a player does not take it, the deal ends. Normally, if you draw a red 3 and the stock has no card left to replace it, the deal ends at once.</source>
        <translation>山札がなくなっても、通常はプレイヤーが捨て札の山を取る限りプレイが続きます（一番上のカードを自分のチームのメルドにレイオフでき、捨て札の山が自分にとってフローズンでなければ、取らなければなりません）。捨て札の山を取らなかったプレイヤーがいれば、ディールは終了します。通常、赤3を引いたときに補充するカードが山札に残っていなければ、その時点でディールが終了します。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="456"/>
        <source>+100, or +200 concealed</source>
        <translation>+100、コンシールドなら+200</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="459"/>
        <source>Cards left in the hands of your side</source>
        <translation>チームの手札に残ったカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="462"/>
        <source>minus their values</source>
        <translation>カードの点数をマイナス</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="469"/>
        <source>Deal scores, which may be negative, are added to each side&apos;s total. When a side reaches the target after a deal, the game ends and the highest total wins; equal highest totals are a draw.</source>
        <translation>ディールの得点（マイナスもあります）を各チームの合計に加えます。ディール終了時にどこかのチームが目標点に達していればゲーム終了で、合計得点が最も高いチームの勝ちです。最高点が同じなら引き分けです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="486"/>
        <source>0 or below</source>
        <translation>0点以下</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="487"/>
        <source>5 to 1,495</source>
        <translation>5～1,495点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="498"/>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="499"/>
        <source>At this table</source>
        <translation>このテーブル</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="507"/>
        <source>Players and decks</source>
        <translation>人数と組数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="532"/>
        <source>Rules at this table</source>
        <translation>このテーブルのルール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="626"/>
        <source>How to play with the mouse and keyboard</source>
        <translation>マウスとキーボードでの操作</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="536"/>
        <source>&lt;b&gt;Draw&lt;/b&gt;: drag a card from the stock to your hand, or click the stock.</source>
        <translation>&lt;b&gt;引く&lt;/b&gt;：山札から手札へカードをドラッグするか、山札をクリックします。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="540"/>
        <source>&lt;b&gt;Take the pile&lt;/b&gt;: drag its top card onto your cards or onto one of your side&apos;s melds, or use the &lt;i&gt;Take pile&lt;/i&gt; button.</source>
        <translation>&lt;b&gt;捨て札の山を取る&lt;/b&gt;：一番上のカードを手札か自分のチームのメルドへドラッグするか、&lt;i&gt;捨て札を取る&lt;/i&gt;ボタンを使います。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="545"/>
        <source>&lt;b&gt;Select cards&lt;/b&gt; with a click, Shift+click or by dragging a rubber band around them, then drag them to the meld area (a new meld) or onto a meld.</source>
        <translation>クリック、Shift+クリック、またはドラッグで囲んで&lt;b&gt;カードを選び&lt;/b&gt;、メルド置き場（新しいメルド）かメルドの上へドラッグします。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="550"/>
        <source>An opening or a pile take is &lt;b&gt;staged&lt;/b&gt; first, so you can see it as a plan; then confirm it or cancel it as a whole.</source>
        <translation>最初のメルドや捨て札の山を取る操作は、まず&lt;b&gt;仮置き&lt;/b&gt;され、置いた形を見て確かめられます。そのあとまとめて確定するか取り消します。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="555"/>
        <source>&lt;b&gt;Discard&lt;/b&gt;: drag a card onto the pile, or double-click it.</source>
        <translation>&lt;b&gt;捨てる&lt;/b&gt;：カードを捨て札の山へドラッグするか、ダブルクリックします。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="561"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab、Shift+Tab</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="562"/>
        <source>move between the controls</source>
        <translation>フォーカスを移動</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="565"/>
        <source>Left, Right arrows</source>
        <translation>←、→（矢印キー）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="566"/>
        <source>move between cards</source>
        <translation>カード間を移動</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="569"/>
        <source>Up, Down arrows</source>
        <translation>↑、↓（矢印キー）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="570"/>
        <source>move from your hand to the table (stock, pile, melds) and back</source>
        <translation>手札とテーブル（山札、捨て札の山、メルド）の間を移動</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="576"/>
        <source>Space or Enter on the table</source>
        <translation>テーブル上でSpaceまたはEnter</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="577"/>
        <source>draw, take the pile, or put the selected cards on the meld under the focus</source>
        <translation>山札から引く、捨て札の山を取る、またはフォーカスのあるメルドに選んだカードを出す</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="583"/>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="584"/>
        <source>select or unselect the card</source>
        <translation>カードを選択／選択解除</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="587"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="588"/>
        <source>play the selected cards</source>
        <translation>選んだカードを出す</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="591"/>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="592"/>
        <source>discard</source>
        <translation>捨てる</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="595"/>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="596"/>
        <source>draw from the stock</source>
        <translation>山札から引く</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="599"/>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="600"/>
        <source>take the pile</source>
        <translation>捨て札の山を取る</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="603"/>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="604"/>
        <source>confirm the plan</source>
        <translation>仮置きを確定</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="607"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="608"/>
        <source>cancel the plan</source>
        <translation>仮置きを取り消す</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="611"/>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="612"/>
        <source>take back your last meld or lay-off of this turn</source>
        <translation>この手番で最後に行ったメルドやレイオフを元に戻す</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="617"/>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="618"/>
        <source>make it again</source>
        <translation>元に戻したものをやり直す</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="622"/>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="623"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="89"/>
        <source>Saved games</source>
        <translation>セーブデータ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="92"/>
        <source>No unfinished game is saved.</source>
        <translation>途中のゲームのセーブデータはありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="94"/>
        <source>Last played</source>
        <translation>最後に遊んだ日時</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="94"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="94"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="94"/>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="96"/>
        <source>&amp;Delete…</source>
        <translation>削除(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="97"/>
        <source>&amp;Resume</source>
        <translation>再開(&amp;R)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="113"/>
        <source>{game} ({preset}, {n} players)</source>
        <translation>{game}（{preset}、{n}人）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="124"/>
        <source>{name} ({level})</source>
        <translation>{name}（{level}）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="133"/>
        <source>{side} {score}</source>
        <translation>{side} {score}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="164"/>
        <source>Delete saved game</source>
        <translation>セーブデータの削除</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="165"/>
        <source>Delete the saved game of {game} with {players}? It cannot be undone.</source>
        <translation>{game}（{players}）のセーブデータを削除しますか？元に戻すことはできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="203"/>
        <source>The saved game could not be deleted ({reason}).</source>
        <translation>セーブデータを削除できませんでした（{reason}）。</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../canasta_gui/app/widgets/score_chart.py" line="63"/>
        <source>Score chart</source>
        <translation>得点グラフ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_chart.py" line="145"/>
        <source>Target {target}</source>
        <translation>目標点{target}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="249"/>
        <source>Score sheet</source>
        <translation>得点表</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="251"/>
        <source>No deal has been scored yet.</source>
        <translation>まだ得点の出たディールはありません。</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <location filename="../canasta_gui/app/widgets/score_sheet.py" line="151"/>
        <source>{deal} → {total}</source>
        <extracomment>A side&apos;s name: one string, or its players&apos; names. The deal&apos;s score of that side, as an int. The side&apos;s cumulative total after that deal, as an int.</extracomment>
        <translation>{deal} → {total}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_sheet.py" line="153"/>
        <source>This deal: {deal}; total: {total}</source>
        <translation>このディール：{deal}、合計：{total}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_sheet.py" line="173"/>
        <source>Deal {n}</source>
        <translation>第{n}ディール</translation>
    </message>
</context>
<context>
    <name>SeedEntry</name>
    <message>
        <location filename="../canasta_gui/app/widgets/seed_entry.py" line="21"/>
        <source>A seed may have at most {limit} characters; this one has {n}.</source>
        <translation>シード値は{limit}文字までです。入力されたシード値は{n}文字です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/seed_entry.py" line="25"/>
        <source>A seed may not hold tabs or other control characters.</source>
        <translation>シード値にタブなどの制御文字は使えません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/seed_entry.py" line="65"/>
        <source>Deal s&amp;eed:</source>
        <translation>シード値(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/seed_entry.py" line="66"/>
        <source>Random: new cards</source>
        <translation>ランダム（新しく配る）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/seed_entry.py" line="67"/>
        <source>Deal seed</source>
        <translation>シード値</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/seed_entry.py" line="69"/>
        <source>Type the seed of an earlier game (its score sheet shows it) to be dealt the same cards again; leave it empty for new cards</source>
        <translation>以前のゲームのシード値（得点表に表示されます）を入力すると、同じカードがもう一度配られます。空欄なら新しく配ります</translation>
    </message>
</context>
<context>
    <name>SeedLine</name>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="106"/>
        <source>Deal s&amp;eed:</source>
        <translation>シード値(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="108"/>
        <source>Type this seed in New game → Advanced rules to be dealt the same cards again, or give it to a friend</source>
        <translation>このシード値を「新しいゲーム」→「詳細ルール」に入力すると、同じカードがもう一度配られます。友だちに教えることもできます</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="114"/>
        <source>Deal seed</source>
        <translation>シード値</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="116"/>
        <source>Copied</source>
        <translation>コピー済み</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="118"/>
        <source>Cop&amp;y</source>
        <translation>コピー(&amp;Y)</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../canasta_gui/app/seat_names.py" line="24"/>
        <source>Player {n}</source>
        <translation>プレイヤー{n}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/seat_names.py" line="25"/>
        <source>{level} {n}</source>
        <translation>{level}{n}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="165"/>
        <location filename="../canasta_gui/app/session.py" line="251"/>
        <source>It is not your turn.</source>
        <translation>あなたの手番ではありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="228"/>
        <source>Nothing to undo: every play in this game ends the turn.</source>
        <translation>元に戻せる操作はありません。このゲームでは、カードを出すたびに手番が終わります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="233"/>
        <source>Nothing to undo: drawing, taking the pile, asking your partner and discarding cannot be undone.</source>
        <translation>元に戻せる操作はありません。山札から引く、捨て札の山を取る、パートナーに聞く、捨てるの各操作は元に戻せません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="245"/>
        <source>Nothing to redo.</source>
        <translation>やり直せる操作はありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="325"/>
        <source>The finished game&apos;s file could not be removed: {reason}</source>
        <translation>終わったゲームのファイルを削除できませんでした：{reason}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="416"/>
        <source>The computer player {name} failed: {text}</source>
        <translation>コンピューター「{name}」でエラーが発生しました：{text}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="446"/>
        <source>The game could not be saved: {reason}</source>
        <translation>ゲームを保存できませんでした：{reason}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="52"/>
        <source>draws from the stock</source>
        <translation>山札から引く</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="54"/>
        <source>takes the pile</source>
        <translation>捨て札の山を取る</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="56"/>
        <source>takes the pile and melds {ranks}</source>
        <translation>捨て札の山を取り、{ranks}をメルド</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="62"/>
        <source>melds {ranks} and lays off on the {layoffs}</source>
        <translation>{ranks}をメルドし、{layoffs}のメルドにレイオフ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="66"/>
        <source>lays off on the {ranks}</source>
        <translation>{ranks}のメルドにレイオフ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="69"/>
        <source>melds {ranks}</source>
        <translation>{ranks}をメルド</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="71"/>
        <source>discards {card}</source>
        <translation>{card}を捨てる</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="75"/>
        <source>asks partner: may I go out?</source>
        <translation>パートナーに「上がってもいいですか？」と聞く</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="78"/>
        <source>answers yes</source>
        <translation>「はい」と答える</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="80"/>
        <source>answers no</source>
        <translation>「いいえ」と答える</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="83"/>
        <source>leaves the pile, which ends the deal</source>
        <translation>捨て札の山を取らず、ディール終了</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="85"/>
        <source>ends the turn</source>
        <translation>手番を終える</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="86"/>
        <source>— Deal {number} —</source>
        <translation>— 第{number}ディール —</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="95"/>
        <source>wild cards</source>
        <translation>ワイルドカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="97"/>
        <source>{rank}s</source>
        <translation>{rank}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/seat_draw.py" line="45"/>
        <source>draws {card} for the seats</source>
        <extracomment>The log&apos;s words for the draw (the other entries are the rummy vocabulary&apos;s).</extracomment>
        <translation>席決めで{card}を引く</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/seat_draw.py" line="49"/>
        <source>draws {card}, which does not count, and draws again</source>
        <translation>{card}は無効、引き直す</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/seat_draw.py" line="53"/>
        <source>has the highest card and plays first</source>
        <translation>最も強いカードを引き、最初にプレイ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/seat_draw.py" line="54"/>
        <source>deals first</source>
        <translation>最初のディーラー</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="34"/>
        <source>Slow</source>
        <extracomment>Animation speeds, slowest first: (settings value, label).</extracomment>
        <translation>遅い</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="35"/>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="50"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="36"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="37"/>
        <source>Instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="42"/>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="58"/>
        <source>Blue</source>
        <extracomment>Card back colours: (settings value, label).</extracomment>
        <translation>青</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="43"/>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="44"/>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="57"/>
        <source>Green</source>
        <extracomment>Felt colours: (settings value, label).</extracomment>
        <translation>緑</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="49"/>
        <source>Small</source>
        <extracomment>Card sizes, smallest first: (settings value, label).</extracomment>
        <translation>小</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="51"/>
        <source>Large</source>
        <translation>大</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="52"/>
        <source>Extra large</source>
        <translation>特大</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="59"/>
        <source>Burgundy</source>
        <translation>えんじ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="60"/>
        <source>Charcoal</source>
        <translation>チャコール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="146"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="147"/>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="148"/>
        <source>Animation &amp;speed:</source>
        <translation>アニメーション速度(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="149"/>
        <source>Card &amp;back:</source>
        <translation>カードの裏面(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="150"/>
        <source>&amp;Four-colour deck</source>
        <translation>4色デッキ(&amp;F)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="151"/>
        <source>&amp;Past games kept:</source>
        <translation>対戦履歴の保存数(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="153"/>
        <source>How many finished games the Past games list keeps; the oldest go first</source>
        <translation>対戦履歴に残す終了済みゲームの数。超えた分は古いものから消えます</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="161"/>
        <source>Each suit in its own colour, so the four suits differ at a glance</source>
        <translation>スートごとに色を変え、4つのスートをひと目で見分けられるようにします</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="163"/>
        <source>Card si&amp;ze:</source>
        <translation>カードの大きさ(&amp;Z)：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="166"/>
        <source>How large the cards may grow on a big screen; the whole table always stays in the window, so a small window shows them as large as fits</source>
        <translation>大きな画面でカードをどこまで大きく表示するか。テーブル全体は常にウィンドウに収まるので、小さなウィンドウでは入るだけの大きさで表示します</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="170"/>
        <source>&amp;Table colour:</source>
        <translation>テーブルの色(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="171"/>
        <source>&amp;High contrast</source>
        <translation>ハイコントラスト(&amp;H)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="174"/>
        <source>Cards in black and dark red on pure white with large bold corners and thick outlines, and the table&apos;s names and counts on dark backgrounds</source>
        <translation>真っ白な地に黒と濃い赤のカード、大きく太い隅の文字と太い縁取り。テーブルの名前や枚数は暗い背景の上に表示します</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="252"/>
        <source>Sound</source>
        <translation>サウンド</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="253"/>
        <source>Sound &amp;effects</source>
        <translation>効果音(&amp;E)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="255"/>
        <source>A sound for drawing, melding, discarding, a canasta and going out</source>
        <translation>カードを引く、メルドする、捨てる、カナスタができる、上がるときに音を鳴らします</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="257"/>
        <source>&amp;Volume:</source>
        <translation>音量(&amp;V)：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="260"/>
        <source>Play a sa&amp;mple</source>
        <translation>試しに鳴らす(&amp;M)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="261"/>
        <source>No sound player was found on this computer.</source>
        <translation>このコンピューターには音を再生するプログラムが見つかりませんでした。</translation>
    </message>
</context>
<context>
    <name>SidePlate</name>
    <message>
        <location filename="../canasta_gui/app/games/rummy/summary.py" line="71"/>
        <source>Needs {n} to open</source>
        <translation>最初のメルドに{n}点必要</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="117"/>
        <source>Needs 1 more canasta</source>
        <translation>カナスタがあと1つ必要</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="118"/>
        <source>Needs {n} more canastas</source>
        <translation>カナスタがあと{n}つ必要</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="124"/>
        <source>Needs 1 more meld</source>
        <translation>メルドがあと1つ必要</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="125"/>
        <source>Needs {n} more melds</source>
        <translation>メルドがあと{n}つ必要</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="129"/>
        <source>Enough canastas to go out</source>
        <translation>カナスタはそろっています</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="131"/>
        <source>On the table: {cards} in cards, {bonus} in canasta bonuses</source>
        <translation>テーブル上：カード{cards}点、カナスタボーナス{bonus}点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="134"/>
        <source>Canastas: {natural} natural (red), {mixed} mixed (black)</source>
        <translation>カナスタ：ナチュラル{natural}（赤）、ミックスド{mixed}（黒）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/summary.py" line="100"/>
        <source>{points} on the table</source>
        <translation>テーブル上{points}点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="138"/>
        <source>{score}/{target}</source>
        <comment>a score of the target</comment>
        <translation>{score}/{target}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="153"/>
        <source>Needs {books}</source>
        <translation>あと{books}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="158"/>
        <source>Books done; feet to play</source>
        <translation>パイル済み、足札待ち</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="160"/>
        <source>Enough books to go out</source>
        <translation>パイルはそろっています</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="162"/>
        <source>On the table: {cards} in cards, {bonus} in book bonuses</source>
        <translation>テーブル上：カード{cards}点、パイルボーナス{bonus}点</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="91"/>
        <source>Canasta</source>
        <translation>カナスタ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="92"/>
        <source>A card table for the Canasta family</source>
        <translation>カナスタ系ゲームのカードテーブル</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="97"/>
        <source>&amp;New game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="98"/>
        <source>&amp;Continue</source>
        <translation>続きから(&amp;C)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="99"/>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="100"/>
        <source>S&amp;tatistics</source>
        <translation>統計(&amp;T)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="101"/>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="102"/>
        <source>&amp;Past games</source>
        <translation>対戦履歴(&amp;P)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="103"/>
        <source>Sa&amp;ved games</source>
        <translation>セーブデータ(&amp;V)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="104"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../canasta_gui/app/games/base.py" line="270"/>
        <source>Average score per deal</source>
        <extracomment>Whether a side can go out, so the statistics count the deals it did.</extracomment>
        <translation>1ディールあたりの平均得点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/base.py" line="271"/>
        <source>Best score in a deal</source>
        <translation>1ディールの最高得点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/base.py" line="272"/>
        <source>Recent games: average score per deal</source>
        <translation>最近のゲーム：1ディールあたりの平均得点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/base.py" line="276"/>
        <source>Went out</source>
        <translation>上がり</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/game.py" line="151"/>
        <source>Canastas per deal</source>
        <translation>1ディールあたりのカナスタ数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="167"/>
        <source>Average score per round</source>
        <translation>1ラウンドあたりの平均得点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="168"/>
        <source>Best score in a round</source>
        <translation>1ラウンドの最高得点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="169"/>
        <source>Recent games: average score per round</source>
        <translation>最近のゲーム：1ラウンドあたりの平均得点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="176"/>
        <source>Sweeps per round</source>
        <translation>1ラウンドあたりのスイープ数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/game.py" line="100"/>
        <source>Books per deal</source>
        <translation>1ディールあたりのパイル数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="188"/>
        <source>This game was not counted, so that the file is not overwritten.</source>
        <extracomment>The recent games kept per table for the dialog&apos;s chart. No honest figure comes near this; a bigger one shows a hand-edited or hostile file.</extracomment>
        <translation>ファイルを上書きしないよう、このゲームは集計しませんでした。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="196"/>
        <source>The statistics could not be saved: {reason}</source>
        <translation>統計を保存できませんでした：{reason}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="233"/>
        <source>The statistics file {path} could not be read ({reason}).</source>
        <translation>統計ファイル{path}を読み込めませんでした（{reason}）。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="221"/>
        <source>it is larger than 1 MB</source>
        <translation>1 MBを超えています</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="222"/>
        <source>it is not UTF-8 text</source>
        <translation>UTF-8テキストではありません</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="260"/>
        <source>it is not valid JSON</source>
        <translation>正しいJSONではありません</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="274"/>
        <source>its content is not what the app writes ({detail})</source>
        <translation>内容がこのアプリの書き込む形式ではありません（{detail}）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="282"/>
        <source>The statistics file {path} could not be used ({reason}) and could not be moved aside; the statistics start afresh.</source>
        <translation>統計ファイル{path}を使えず（{reason}）、退避もできませんでした。統計はゼロから記録し直します。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="287"/>
        <source>The statistics file could not be used ({reason}). It was kept as {path}; the statistics start afresh.</source>
        <translation>統計ファイルを使えませんでした（{reason}）。{path}として残し、統計はゼロから記録し直します。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="46"/>
        <source>{value}%</source>
        <translation>{value}%</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="116"/>
        <source>1 game</source>
        <translation>1ゲーム</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="118"/>
        <source>{n} games</source>
        <translation>{n}ゲーム</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="154"/>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="155"/>
        <source>Lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="166"/>
        <source>No games yet</source>
        <translation>まだ記録がありません</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="311"/>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="313"/>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="314"/>
        <source>&amp;Table:</source>
        <translation>人数(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="315"/>
        <source>&amp;Opponents:</source>
        <translation>対戦相手(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="316"/>
        <source>Win rate by opponent level</source>
        <translation>対戦相手の強さ別の勝率</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="319"/>
        <source>Games are counted when the people at the table play on one side against computer players; the opponents&apos; level is the strongest computer opponent&apos;s. A tie for first place is not a win.</source>
        <translation>人間のプレイヤーが全員同じチームでコンピューターと対戦したゲームを数えます。対戦相手の強さは、相手のコンピューターのうち最も強いものです。1位が同点の場合は勝ちに数えません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="324"/>
        <source>&amp;Reset statistics…</source>
        <translation>統計をリセット(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="354"/>
        <source>{n} players</source>
        <translation>{n}人</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="391"/>
        <source>Games played</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="392"/>
        <source>Games won</source>
        <translation>勝利数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="393"/>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="398"/>
        <source>Longest winning run</source>
        <translation>最長連勝</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="410"/>
        <source>{percent} of the deals ({n} of {deals})</source>
        <translation>全ディールの{percent}（{deals}回中{n}回）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="437"/>
        <source>Reset statistics</source>
        <translation>統計のリセット</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="438"/>
        <source>Forget the statistics of every game? This cannot be undone.</source>
        <translation>すべてのゲームの統計を消去しますか？元に戻すことはできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="455"/>
        <source>The statistics could not be reset: {reason}</source>
        <translation>統計をリセットできませんでした：{reason}</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="173"/>
        <source>Drag cards here to meld</source>
        <translation>ここにカードをドラッグしてメルド</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="181"/>
        <source>{name} (thinking…)</source>
        <translation>{name}（考え中…）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="29"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/controller.py" line="32"/>
        <source>Blocked by a black 3</source>
        <translation>黒3でブロック</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="30"/>
        <source>Blocked by a wild card</source>
        <translation>ワイルドカードでブロック</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="31"/>
        <source>Blocked by a red 3</source>
        <translation>赤3でブロック</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="32"/>
        <source>Frozen by a wild card</source>
        <translation>ワイルドカードでフローズン</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="33"/>
        <source>Frozen by a red 3</source>
        <translation>赤3でフローズン</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="34"/>
        <source>Frozen by a black 3</source>
        <translation>黒3でフローズン</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="35"/>
        <source>Frozen until your side opens</source>
        <translation>最初のメルドまでフローズン</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="38"/>
        <source>Closed until your side opens</source>
        <translation>最初のメルドまで取れない</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="41"/>
        <source>Frozen until you have melded</source>
        <translation>自分がメルドするまでフローズン</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="46"/>
        <source>Blocked</source>
        <translation>ブロック</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="48"/>
        <source>Frozen</source>
        <translation>フローズン</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="219"/>
        <source>Opening: {count} of {minimum}</source>
        <translation>最初のメルド：{count}／{minimum}点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="225"/>
        <source>ready: confirm with Ctrl+Enter or cancel with Esc</source>
        <translation>準備完了：Ctrl+Enterで確定、Escで取消</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="314"/>
        <source>Discard one card at a time.</source>
        <translation>一度に捨てられるのは1枚だけです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="391"/>
        <source>The pile cannot be taken now.</source>
        <translation>今は捨て札の山を取れません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="502"/>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="616"/>
        <source>Select the cards to meld first.</source>
        <translation>先にメルドするカードを選んでください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="529"/>
        <source>Select the card to discard.</source>
        <translation>捨てるカードを選んでください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="532"/>
        <source>Select the one card to discard.</source>
        <translation>捨てるカードを1枚選んでください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/controller.py" line="59"/>
        <source>Now playing from your foot</source>
        <translation>足札でプレイ中</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/controller.py" line="60"/>
        <source>On foot</source>
        <translation>足札に移行</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="54"/>
        <source>Draw (&amp;S)</source>
        <translation>引く(&amp;S)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="55"/>
        <source>Take &amp;pile (P)</source>
        <translation>捨て札を取る(&amp;P)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="56"/>
        <source>&amp;Meld (Enter)</source>
        <translation>メルド(&amp;M) (Enter)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="57"/>
        <source>&amp;Lay off on</source>
        <translation>レイオフ(&amp;L)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="58"/>
        <source>&amp;Discard (D)</source>
        <translation>捨てる(&amp;D)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="59"/>
        <source>&amp;Confirm (Ctrl+Enter)</source>
        <translation>確定(&amp;C) (Ctrl+Enter)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="60"/>
        <source>Ca&amp;ncel (Esc)</source>
        <translation>取消(&amp;N) (Esc)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="61"/>
        <source>&amp;Ask partner (A)</source>
        <translation>上がり確認(&amp;A)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="62"/>
        <source>Leave the pile</source>
        <translation>捨て札を取らない</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="63"/>
        <source>End turn</source>
        <translation>手番終了</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="68"/>
        <source>Draw from the stock (S)</source>
        <translation>山札から引きます（S）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="69"/>
        <source>Take the discard pile with the selected cards, or with the cards the table picks when none are selected (P)</source>
        <translation>選んだカードで捨て札の山を取ります。選んでいないときは、テーブルが選んだカードで取ります（P）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="74"/>
        <source>Meld the selected cards, or lay them off on your side&apos;s meld of their rank (Enter)</source>
        <translation>選んだカードをメルドするか、自分のチームの同じランクのメルドにレイオフします（Enter）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="79"/>
        <source>Lay the selected cards off on one of your side&apos;s melds: choose it in the list (Alt+L)</source>
        <translation>選んだカードを自分のチームのメルドにレイオフします。レイオフ先は一覧から選びます（Alt+L）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="84"/>
        <source>Discard the one selected card and end your turn (D)</source>
        <translation>選んだ1枚を捨てて手番を終えます（D）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="87"/>
        <source>Put the staged cards on the table (Ctrl+Enter)</source>
        <translation>仮置きしたカードを確定してテーブルに出します（Ctrl+Enter）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="90"/>
        <source>Take the staged cards back into your hand (Esc)</source>
        <translation>仮置きしたカードを手札に戻します（Esc）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="93"/>
        <source>Ask your partner whether you may go out (A)</source>
        <translation>上がってもいいかパートナーに聞きます（A）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="96"/>
        <source>The stock is empty: leaving the pile ends the deal</source>
        <translation>山札がありません。捨て札を取らないとディール終了です</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="99"/>
        <source>End your turn without a discard, as the rules allow now</source>
        <translation>カードを捨てずに手番を終えます（今はルール上それが認められています）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="138"/>
        <source>Sort the hand by rank or by suit (R)</source>
        <translation>手札をランク順またはスート順に並べ替えます（R）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="267"/>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="273"/>
        <source>What happened</source>
        <translation>これまでの流れ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="268"/>
        <source>Log</source>
        <translation>経過</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="270"/>
        <source>Show or hide the side panel with the scores and the log (Ctrl+L)</source>
        <translation>得点と経過のサイドパネルを表示／非表示にします（Ctrl+L）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="274"/>
        <source>Thinking</source>
        <translation>考え中</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="275"/>
        <source>Scores and log</source>
        <translation>得点と経過</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="402"/>
        <source>Information</source>
        <translation>情報</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="402"/>
        <source>Not possible</source>
        <translation>できません</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="506"/>
        <source>Take back your last meld, lay-off or staged card this turn (Ctrl+Z)</source>
        <translation>この手番の直前のメルド、レイオフ、仮置きを取り消します（Ctrl+Z）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/base.py" line="191"/>
        <source>The deal is over</source>
        <extracomment>The save format&apos;s game id (&quot;canasta&quot;, &quot;hand-and-foot&quot;, &quot;cassino&quot;): saves name it. Place in the start page and the New game dialog. The engine&apos;s state class (a save holding another game&apos;s state is not this game&apos;s). Rule presets (the first is the default) and the option registry (id → values, default). Computer levels offered to people, weakest first. The phase in which a deal (Cassino: a round) has been scored and waits to be read. The phase in which a partner answers &quot;May I go out?&quot; (None: the game has none). The phases of a person&apos;s turn whose steps undo may take back, and those steps&apos; types. The action that deals the next deal (or round) once the summary is read. The one option shown beside the preset (the target score) rather than under Advanced. Computer players&apos; moves are logged with their own explanation (why), rather than in the game&apos;s plain words (which also tell what the table announces, as Cassino&apos;s deals).</extracomment>
        <translation>ディール終了</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="425"/>
        <source>{name} is thinking…</source>
        <translation>{name}が考え中…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="427"/>
        <source>{name} to play</source>
        <translation>{name}の手番</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="95"/>
        <source>opened</source>
        <translation>メルド済み</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/summary.py" line="60"/>
        <source>needs {n} to open</source>
        <translation>最初のメルドに{n}点必要</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/summary.py" line="49"/>
        <location filename="../canasta_gui/app/games/rummy/summary.py" line="90"/>
        <source>Score: {score}</source>
        <translation>得点：{score}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="503"/>
        <source>Undo (Ctrl+&amp;Z)</source>
        <translation>元に戻す (Ctrl+&amp;Z)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="504"/>
        <source>Redo (Ctrl+&amp;Y)</source>
        <translation>やり直す (Ctrl+&amp;Y)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="508"/>
        <source>Make the last undone step again (Ctrl+Shift+Z)</source>
        <translation>最後に元に戻した操作をやり直します（Ctrl+Shift+Z）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="133"/>
        <source>By &amp;rank (R)</source>
        <translation>ランク順(&amp;R)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="135"/>
        <source>By suit (&amp;R)</source>
        <translation>スート順(&amp;R)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="145"/>
        <source>{rank}s</source>
        <translation>{rank}のメルド</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../canasta_gui/app/widgets/table_view.py" line="73"/>
        <location filename="../canasta_gui/app/widgets/table_view.py" line="290"/>
        <source>Card table</source>
        <translation>カードテーブル</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_view.py" line="294"/>
        <source>Card table. Left and Right move along your hand or the table, Up goes to the table (stock, pile, melds, table cards), Down back to your hand; Space selects, Enter plays.</source>
        <translation>カードテーブル。左右の矢印キーで手札やテーブルの上を移動し、上矢印キーでテーブル（山札、捨て札の山、メルド、場札）へ、下矢印キーで手札に戻ります。Spaceで選択、Enterで出します。</translation>
    </message>
</context>
<context>
    <name>ai</name>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="19"/>
        <source>draws from the stock</source>
        <translation>山札から引く</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="20"/>
        <source>takes the pile of {count} cards with its {rank}s</source>
        <translation>{rank}を使って{count}枚の捨て札の山を取る</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="21"/>
        <source>takes the pile&apos;s only card with its {rank}s</source>
        <translation>{rank}を使って1枚だけの捨て札の山を取る</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="22"/>
        <source>takes the pile: completes a canasta of {rank}s</source>
        <translation>捨て札の山を取る：{rank}のカナスタを完成</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="23"/>
        <source>takes the pile and opens with {count} points</source>
        <translation>捨て札の山を取り、{count}点で最初のメルド</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="24"/>
        <source>takes the pile: the stock is empty</source>
        <translation>捨て札の山を取る：山札がない</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="25"/>
        <source>leaves the pile, which ends the deal</source>
        <translation>捨て札の山を取らず、ディール終了</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="26"/>
        <source>opens with {count} points</source>
        <translation>{count}点で最初のメルド</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="27"/>
        <source>melds {rank}s</source>
        <translation>{rank}をメルド</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="28"/>
        <source>completes a canasta of {rank}s</source>
        <translation>{rank}のカナスタを完成</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="29"/>
        <source>adds to the {rank}s</source>
        <translation>{rank}のメルドにレイオフ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="30"/>
        <source>adds a wild card to the {rank}s</source>
        <translation>{rank}のメルドにワイルドカードをレイオフ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="31"/>
        <source>melds {rank}s to cut the points left in hand</source>
        <translation>手札の残り点を減らすため{rank}をメルド</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="32"/>
        <source>goes out</source>
        <translation>上がる</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="33"/>
        <source>asks partner: may I go out?</source>
        <translation>パートナーに「上がってもいいですか？」と聞く</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="36"/>
        <source>answers yes: {reason}</source>
        <translation>「はい」と答える：{reason}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="37"/>
        <source>answers yes</source>
        <translation>「はい」と答える</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="38"/>
        <source>answers no</source>
        <translation>「いいえ」と答える</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="39"/>
        <source>going out now wins the game</source>
        <translation>今上がればゲームに勝てる</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="40"/>
        <source>we have more canastas than the opponents</source>
        <translation>こちらのほうが相手よりカナスタが多い</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="41"/>
        <source>I hold only {count} cards</source>
        <translation>手札が{count}枚しかない</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="42"/>
        <source>I hold only one card</source>
        <translation>手札が1枚しかない</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="43"/>
        <source>only {count} cards are left in the stock</source>
        <translation>山札が残り{count}枚しかない</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="44"/>
        <source>only one card is left in the stock</source>
        <translation>山札が残り1枚しかない</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="45"/>
        <source>discards {card}: a safe card</source>
        <translation>{card}を捨てる：安全なカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="46"/>
        <source>discards {card} to block the pile</source>
        <translation>{card}を捨てて捨て札の山をブロック</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="47"/>
        <source>discards {card} to freeze the pile</source>
        <translation>{card}を捨てて捨て札の山をフローズンに</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="48"/>
        <source>discards {card}</source>
        <translation>{card}を捨てる</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="49"/>
        <source>goes out by discarding {card}</source>
        <translation>{card}を捨てて上がる</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="50"/>
        <source>ends the turn</source>
        <translation>手番を終える</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="51"/>
        <source>deals the next hand</source>
        <translation>次のディールを配る</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="52"/>
        <source>plays a random legal move</source>
        <translation>ルール上出せる手をランダムに選ぶ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="54"/>
        <source>completes a clean book of {rank}s</source>
        <translation>{rank}のクリーンパイルを完成</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="55"/>
        <source>completes a dirty book of {rank}s</source>
        <translation>{rank}のダーティーパイルを完成</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="56"/>
        <source>completes a wild book</source>
        <translation>ワイルドパイルを完成</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="57"/>
        <source>builds the wild meld toward a wild book</source>
        <translation>ワイルドパイルを目指してワイルドのメルドを伸ばす</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="58"/>
        <source>plays into the foot</source>
        <translation>手札を出し切って足札へ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="59"/>
        <source>discards {card} and picks up the foot</source>
        <translation>{card}を捨てて足札を手にする</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="60"/>
        <source>the opponents are close to going out</source>
        <translation>相手がもうすぐ上がりそう</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="62"/>
        <source>captures {count} cards with the {card}</source>
        <translation>{card}で{count}枚取る</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="63"/>
        <source>takes the build of {value}s with the {card}</source>
        <translation>{card}で{value}の付け札を取る</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="64"/>
        <source>captures {count} cards with the {card} (big casino)</source>
        <translation>{card}で{count}枚取る（ビッグ・カジノ）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="67"/>
        <source>captures {count} cards with the {card} (little casino)</source>
        <translation>{card}で{count}枚取る（リトル・カジノ）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="70"/>
        <source>captures {count} cards with the {card} (an ace)</source>
        <translation>{card}で{count}枚取る（エース）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="71"/>
        <source>sweeps the table with the {card}</source>
        <translation>{card}で場札をすべて取る（スイープ）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="72"/>
        <source>builds {value}s</source>
        <translation>{value}の付け札を作る</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="73"/>
        <source>raises the build to {value}</source>
        <translation>付け札を{value}に上げる</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="74"/>
        <source>adds the {card} to the build of {value}s</source>
        <translation>{card}を{value}の付け札に加える</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="75"/>
        <source>trails the {card}</source>
        <translation>{card}を場札として置く</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="76"/>
        <source>deals the next round</source>
        <translation>次のラウンドを配る</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="12"/>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="13"/>
        <source>Easy</source>
        <translation>初級</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="14"/>
        <source>Medium</source>
        <translation>中級</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="15"/>
        <source>Hard</source>
        <translation>上級</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="16"/>
        <source>Expert</source>
        <translation>エキスパート</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="30"/>
        <source>beats random play: {pct}% of deals, {margin:+d} a deal</source>
        <extracomment>What each level is measured against (the level below it), shown beside the level in the New game dialog with the figures of ``LEVEL_STRENGTH``.</extracomment>
        <translation>対ランダム：勝率{pct}%、1ディール平均{margin:+d}点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="31"/>
        <source>beats Easy: {pct}% of deals, {margin:+d} a deal</source>
        <translation>対初級：勝率{pct}%、1ディール平均{margin:+d}点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="32"/>
        <source>beats Medium: {pct}% of deals, {margin:+d} a deal</source>
        <translation>対中級：勝率{pct}%、1ディール平均{margin:+d}点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="33"/>
        <source>beats Hard: {pct}% of deals, {margin:+d} a deal</source>
        <translation>対上級：勝率{pct}%、1ディール平均{margin:+d}点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="38"/>
        <source>beats random play: {pct}% of deals, one against two (33% is even), {margin:+d} a deal</source>
        <extracomment>Three players: one seat of the level against two of the level below, so winning a third of the deals is even; without saying so, &quot;37% of deals&quot; reads as a loss.</extracomment>
        <translation>対ランダム：勝率{pct}%、1対2（互角なら33%）、1ディール平均{margin:+d}点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="42"/>
        <source>beats Easy: {pct}% of deals, one against two (33% is even), {margin:+d} a deal</source>
        <translation>対初級：勝率{pct}%、1対2（互角なら33%）、1ディール平均{margin:+d}点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="45"/>
        <source>beats Medium: {pct}% of deals, one against two (33% is even), {margin:+d} a deal</source>
        <translation>対中級：勝率{pct}%、1対2（互角なら33%）、1ディール平均{margin:+d}点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="48"/>
        <source>beats Hard: {pct}% of deals, one against two (33% is even), {margin:+d} a deal</source>
        <translation>対上級：勝率{pct}%、1対2（互角なら33%）、1ディール平均{margin:+d}点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="54"/>
        <source>no measurable edge over Medium at this table</source>
        <extracomment>Shown instead where the margin&apos;s 95% interval reaches zero at that table.</extracomment>
        <translation>この人数では中級との差は測定できず</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="55"/>
        <source>no measurable edge over Hard at this table</source>
        <translation>この人数では上級との差は測定できず</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="24"/>
        <source>beats random play: {pct}% of games, {margin:+d} points a game</source>
        <extracomment>Two players, whole games: &quot;beats X: win % of games, margin in game points a game&quot;.</extracomment>
        <translation>対ランダム：勝率{pct}%、1ゲーム平均{margin:+d}点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="27"/>
        <source>beats Easy: {pct}% of games, {margin:+d} points a game</source>
        <translation>対初級：勝率{pct}%、1ゲーム平均{margin:+d}点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="28"/>
        <source>beats Medium: {pct}% of games, {margin:+d} points a game</source>
        <translation>対中級：勝率{pct}%、1ゲーム平均{margin:+d}点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="29"/>
        <source>beats Hard: {pct}% of games, {margin:+d} points a game</source>
        <translation>対上級：勝率{pct}%、1ゲーム平均{margin:+d}点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="34"/>
        <source>beats random play: {pct}% of rounds, one against two (33% is even)</source>
        <extracomment>Three players, single rounds: one seat of the level against two of the level below, so winning a third of the rounds is even (docs/ai-cassino.md says so beside its table).</extracomment>
        <translation>対ランダム：ラウンド勝率{pct}%、1対2（互角なら33%）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="37"/>
        <source>beats Easy: {pct}% of rounds, one against two (33% is even)</source>
        <translation>対初級：ラウンド勝率{pct}%、1対2（互角なら33%）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="40"/>
        <source>beats Medium: {pct}% of rounds, one against two (33% is even)</source>
        <translation>対中級：ラウンド勝率{pct}%、1対2（互角なら33%）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="43"/>
        <source>beats Hard: {pct}% of rounds, one against two (33% is even)</source>
        <translation>対上級：ラウンド勝率{pct}%、1対2（互角なら33%）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="50"/>
        <source>beats random play: {pct}% of rounds</source>
        <extracomment>Four players in two partnerships, single rounds: a partnership of the level against one of the level below.</extracomment>
        <translation>対ランダム：ラウンド勝率{pct}%</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="51"/>
        <source>beats Easy: {pct}% of rounds</source>
        <translation>対初級：ラウンド勝率{pct}%</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="52"/>
        <source>beats Medium: {pct}% of rounds</source>
        <translation>対中級：ラウンド勝率{pct}%</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="53"/>
        <source>beats Hard: {pct}% of rounds</source>
        <translation>対上級：ラウンド勝率{pct}%</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="56"/>
        <source>strength not measured at this table</source>
        <extracomment>Four players each for themselves (OPT-CAS-4P = INDIVIDUAL) were never measured.</extracomment>
        <translation>この人数では強さは未測定</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="14"/>
        <source>Cassino is played by 2, 3 or 4 players, not {players}.</source>
        <translation>カシノは2人、3人または4人で遊びます。{players}人では遊べません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="17"/>
        <source>The {card} is listed twice.</source>
        <translation>{card}が2回指定されています。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="18"/>
        <source>The {card} is not a loose card on the table.</source>
        <translation>{card}は場にある単独の場札ではありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="19"/>
        <source>The {card} is locked in a build: it can never be taken or used on its own.</source>
        <translation>{card}は付け札に組み込まれています。単独で取ったり使ったりすることはできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="22"/>
        <source>There is no build of {value} on the table.</source>
        <translation>場に{value}の付け札はありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="23"/>
        <source>A capture must take at least one card or build.</source>
        <translation>取るときは、少なくとも1枚の場札か1つの付け札を取らなければなりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="26"/>
        <source>A {rank} captures only loose {rank}s.</source>
        <translation>{rank}で取れるのは単独の{rank}だけです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="27"/>
        <source>A {rank} takes every loose {rank} on the table, never fewer.</source>
        <translation>{rank}は場にある単独の{rank}をすべて取ります。一部だけは取れません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="30"/>
        <source>A {rank} takes only one loose {rank} under these rules.</source>
        <translation>このルールでは、{rank}で取れる単独の{rank}は1枚だけです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="33"/>
        <source>Face cards have no number: they never take part in sums or builds.</source>
        <translation>絵札は数字を持たないため、合計にも付け札にも使えません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="36"/>
        <source>A build of {value} can be captured only with a card worth {value}.</source>
        <translation>{value}の付け札は、{value}のカードでしか取れません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="39"/>
        <source>A build is captured on its own: not together with loose cards or another build.</source>
        <translation>付け札は単独で取ります。ほかの場札や別の付け札と一緒には取れません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="43"/>
        <source>These cards cannot be split into groups worth {value} each.</source>
        <translation>これらのカードは、それぞれ{value}になる組に分けられません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="46"/>
        <source>A build is made by playing a card onto a loose card on the table.</source>
        <translation>付け札は、場にある単独の場札に手札のカードを1枚重ねて作ります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="49"/>
        <source>Under these rules a build takes exactly one loose card, the one you build on.</source>
        <translation>このルールでは、付け札に使える場札は、重ねる先の1枚だけです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="52"/>
        <source>These cards do not make a build of {value}.</source>
        <translation>これらのカードでは{value}の付け札になりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="53"/>
        <source>A build is worth at most 10.</source>
        <translation>付け札の値は最大10です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="54"/>
        <source>Face cards can never be part of a build.</source>
        <translation>絵札は付け札に使えません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="55"/>
        <source>Two cards of the same rank make a build of that rank, never of their sum, under these rules.</source>
        <translation>このルールでは、同じランクの2枚はそのランクの付け札になり、合計の付け札にはなりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="60"/>
        <source>There is already a build of {value} on the table: a second one is not allowed.</source>
        <translation>場にはすでに{value}の付け札があります。2つ目は作れません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="63"/>
        <source>To build {value} you must keep a card worth {value} in your hand to capture it.</source>
        <translation>{value}の付け札を作るには、それを取るための{value}のカードを手札に残しておく必要があります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="66"/>
        <source>Builds cannot be increased under these rules.</source>
        <translation>このルールでは、付け札の値を上げることはできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="69"/>
        <source>The build of {value} is a multiple build: its value can never change.</source>
        <translation>{value}の付け札は複合の付け札です。値を変えることはできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="72"/>
        <source>You own the build of {value}: you must keep a card worth {value} until it is captured.</source>
        <translation>{value}の付け札はあなたのものです。取るまで{value}のカードを手札に残しておく必要があります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="76"/>
        <source>You own a build: capture, build or add to a build instead of trailing.</source>
        <translation>あなたが持ち主の付け札があります。場札として置かずに、取るか、付け札を作るか、付け札に加えてください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="79"/>
        <source>You may trail only when no capture or build is possible.</source>
        <translation>カードを場札として置けるのは、取ることも付け札を作ることもできないときだけです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="82"/>
        <source>The {card} can capture, so it may not be trailed under these rules.</source>
        <translation>このルールでは、{card}で取れるものがあるため、場札として置けません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="88"/>
        <source>{where} is not a valid build: {reason}</source>
        <translation>{where}は有効な付け札ではありません：{reason}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="89"/>
        <source>There are two builds of {value} on the table.</source>
        <translation>場に{value}の付け札が2つあります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="92"/>
        <source>Player {player} owns the build of {value} but holds no card worth {value}.</source>
        <translation>プレイヤー{player}は{value}の付け札の持ち主ですが、{value}のカードを持っていません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="95"/>
        <source>The position does not fit the phase {phase}: {details}.</source>
        <translation>局面がフェーズ{phase}に合いません：{details}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="98"/>
        <source>state.stock holds {got} cards, but each deal of a round gives {unit} ({players} players, 4 cards each): the stock must hold a multiple of {unit}.</source>
        <translation>state.stockは{got}枚ですが、ラウンド中の1回の配りでは{unit}枚を配ります（{players}人に4枚ずつ）。山札は{unit}の倍数でなければなりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="61"/>
        <source>That is not possible now: {expected}.</source>
        <translation>今はできません：{expected}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="62"/>
        <source>Draw first: your turn starts with the stock or the discard pile.</source>
        <translation>先に引いてください。手番は山札から引くか、捨て札の山を取ることから始まります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="65"/>
        <source>It is not this player&apos;s turn.</source>
        <translation>このプレイヤーの手番ではありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="66"/>
        <source>The game is over.</source>
        <translation>ゲームは終了しています。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="67"/>
        <source>Unknown action.</source>
        <translation>不明な操作です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="68"/>
        <source>The card {card} is not in the hand.</source>
        <translation>{card}は手札にありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="69"/>
        <source>The stock is empty.</source>
        <translation>山札がありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="70"/>
        <source>The discard pile is empty.</source>
        <translation>捨て札の山にカードがありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="71"/>
        <source>The pile is blocked: its top card {card} cannot be taken.</source>
        <translation>捨て札の山はブロックされています。一番上の{card}は取れません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="74"/>
        <source>With one card in hand you cannot take a pile of one card.</source>
        <translation>手札が1枚のときは、1枚だけの捨て札の山は取れません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="77"/>
        <source>Your side must meld before it may take the discard pile.</source>
        <translation>捨て札の山を取るには、先にチームがメルドしなければなりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="80"/>
        <source>The pile is frozen: you need two natural {rank}s from your hand.</source>
        <translation>捨て札の山はフローズンです。手札に{rank}のナチュラルカードが2枚必要です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="83"/>
        <source>To take the pile, meld its top card with two natural {rank}s, or with one natural and one wild card, or lay it off on your meld of {rank}s.</source>
        <translation>捨て札の山を取るには、一番上のカードを{rank}のナチュラルカード2枚か、ナチュラルカード1枚とワイルドカード1枚でメルドするか、{rank}のメルドにレイオフしてください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="88"/>
        <source>Your side has no meld of {rank}s to lay the top card on.</source>
        <translation>一番上のカードをレイオフできる{rank}のメルドがチームにありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="91"/>
        <source>The stock is empty and the top card fits your meld: you must take the pile.</source>
        <translation>山札がなく、一番上のカードをチームのメルドにレイオフできるため、捨て札の山を取らなければなりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="94"/>
        <source>A meld needs at least three cards.</source>
        <translation>メルドには3枚以上のカードが必要です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="95"/>
        <source>A meld holds natural cards of one rank only.</source>
        <translation>メルドのナチュラルカードはすべて同じランクでなければなりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="96"/>
        <source>Wild cards alone never form a meld.</source>
        <translation>ワイルドカードだけではメルドになりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="97"/>
        <source>A meld needs at least two natural cards.</source>
        <translation>メルドにはナチュラルカードが2枚以上必要です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="98"/>
        <source>Too many wild cards: a meld may hold at most {limit}.</source>
        <translation>ワイルドカードが多すぎます。メルドに入れられるのは{limit}枚までです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="101"/>
        <source>Wild cards may not outnumber the natural cards in a meld.</source>
        <translation>メルドのワイルドカードをナチュラルカードより多くすることはできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="104"/>
        <source>A meld needs at least two natural cards for each wild card.</source>
        <translation>メルドにはワイルドカード1枚につきナチュラルカードが2枚以上必要です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="107"/>
        <source>Red threes are never melded.</source>
        <translation>赤3はメルドできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="108"/>
        <source>Threes cannot be melded here.</source>
        <translation>ここでは3はメルドできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="109"/>
        <source>Black threes may be melded only when you go out.</source>
        <translation>黒3をメルドできるのは上がるときだけです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="112"/>
        <source>A meld of black threes may not contain wild cards.</source>
        <translation>黒3のメルドにワイルドカードは入れられません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="115"/>
        <source>Your side already has a meld of {rank}s: lay the cards off on it.</source>
        <translation>チームにはすでに{rank}のメルドがあります。そこにレイオフしてください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="118"/>
        <source>Two new melds of {rank}s: put them together in one meld.</source>
        <translation>{rank}の新しいメルドが2つあります。1つのメルドにまとめてください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="121"/>
        <source>Your side has no meld of {rank}s.</source>
        <translation>チームに{rank}のメルドがありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="122"/>
        <source>Only {rank}s and wild cards can be added to that meld.</source>
        <translation>そのメルドにレイオフできるのは{rank}とワイルドカードだけです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="125"/>
        <source>Black threes can never be laid off.</source>
        <translation>黒3はレイオフできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="126"/>
        <source>Wild cards may not be added to a natural canasta under these rules.</source>
        <translation>このルールでは、ナチュラルカナスタにワイルドカードはレイオフできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="129"/>
        <source>Your side has not opened: nothing can be laid off yet.</source>
        <translation>チームがまだ最初のメルドをしていないので、レイオフはできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="132"/>
        <source>At this table a canasta holds at most {limit} cards: it is full.</source>
        <translation>このテーブルでは、カナスタは{limit}枚までです。このカナスタは満杯です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="135"/>
        <source>You may not go out yet: too few melds on the table (your side has {have}, going out needs {needed}).</source>
        <translation>まだ上がれません。テーブルのメルドが足りません（チームのメルドは{have}つ、上がるには{needed}つ必要です）。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="141"/>
        <source>A meld may hold at most {limit} cards.</source>
        <translation>メルドは最大{limit}枚までです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="142"/>
        <source>That meld is a complete book: no card can be added to it.</source>
        <translation>そのメルドは完成したパイルです。もうレイオフできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="145"/>
        <source>A wild meld holds wild cards only: no natural card can join it.</source>
        <translation>ワイルドのメルドはワイルドカードだけです。ナチュラルカードは入れられません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="148"/>
        <source>To take the pile you need two natural {rank}s from your hand.</source>
        <translation>捨て札の山を取るには、手札に{rank}のナチュラルカードが2枚必要です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="151"/>
        <source>To take a wild top card you need two wild cards from your hand.</source>
        <translation>一番上のワイルドカードを取るには、手札にワイルドカードが2枚必要です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="154"/>
        <source>Nothing to meld.</source>
        <translation>メルドするカードがありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="155"/>
        <source>The first meld must count at least {minimum}; this one counts {count}.</source>
        <translation>最初のメルドは{minimum}点以上必要です。このメルドは{count}点です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="158"/>
        <source>You may not go out yet: too few canastas (your side has {have}, going out needs {needed}).</source>
        <translation>まだ上がれません。カナスタが足りません（チームのカナスタは{have}つ、上がるには{needed}つ必要です）。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="164"/>
        <source>That would leave one card, which you could only discard to go out, and your side has too few canastas to go out ({have}, going out needs {needed}): keep at least two cards.</source>
        <translation>手札が1枚残り、上がるにはそれを捨てるしかありませんが、チームのカナスタが足りないため上がれません（{have}つ、上がるには{needed}つ必要）。2枚以上残してください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="169"/>
        <source>That would leave one card, which you could only discard to go out, and your side has too few melds on the table to go out ({have}, going out needs {needed}): keep at least two cards.</source>
        <translation>手札が1枚残り、上がるにはそれを捨てるしかありませんが、テーブルのメルドが足りないため上がれません（{have}つ、上がるには{needed}つ必要）。2枚以上残してください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="175"/>
        <source>That would leave one card, which you could only discard to go out, and your partner said no to going out this turn: keep at least two cards.</source>
        <translation>手札が1枚残り、上がるにはそれを捨てるしかありませんが、この手番ではパートナーが「いいえ」と答えたため上がれません。2枚以上残してください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="180"/>
        <source>Your partner said no: you may not go out this turn.</source>
        <translation>パートナーが「いいえ」と答えました。この手番では上がれません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="183"/>
        <source>Your partner said yes: you must go out this turn, and this would prevent it.</source>
        <translation>パートナーが「はい」と答えました。この手番で上がらなければなりませんが、この操作をすると上がれなくなります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="186"/>
        <source>Asking permission is only for partnership games.</source>
        <translation>上がりの確認はチーム戦でだけ行えます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="189"/>
        <source>Ask your partner before you meld anything else this turn.</source>
        <translation>この手番でほかにメルドする前にパートナーに聞いてください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="192"/>
        <source>You have already asked your partner.</source>
        <translation>パートナーにはすでに聞きました。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="193"/>
        <source>You can only ask when you are able to go out.</source>
        <translation>聞けるのは上がれる状態のときだけです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="194"/>
        <source>You are already bound to go out this turn: there is nothing to ask.</source>
        <translation>この手番で上がることはすでに決まっています。聞く必要はありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="197"/>
        <source>With one card left you go out by discarding it: there is nothing to ask.</source>
        <translation>残り1枚なら捨てて上がります。聞く必要はありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="200"/>
        <source>Seat {seat} is not your partner.</source>
        <translation>席{seat}はあなたのパートナーではありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="201"/>
        <source>Red threes are never discarded.</source>
        <translation>赤3は捨てられません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="202"/>
        <source>The stock ran out on a red three: meld if you like, then end the deal.</source>
        <translation>山札の最後が赤3でした。必要ならメルドしてから、ディールを終了してください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="205"/>
        <source>The deal cannot end here: you must take the pile.</source>
        <translation>ここではディールを終了できません。捨て札の山を取らなければなりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="208"/>
        <source>{players} players with {decks} decks is not a Canasta configuration.</source>
        <translation>{players}人・{decks}組ではカナスタを遊べません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="211"/>
        <location filename="../canasta_gui/engine/save_checks.py" line="74"/>
        <source>Unknown option or value: {option}={value}.</source>
        <translation>不明なオプションまたは値です：{option}={value}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="212"/>
        <source>Unknown rule preset: {name}.</source>
        <translation>不明なルールプリセットです：{name}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="15"/>
        <source>Hand and Foot is played by 4 players with 5 decks, not {players} with {decks}.</source>
        <translation>ハンドアンドフットは4人・5組で遊びます。{players}人・{decks}組では遊べません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="18"/>
        <source>To go out your side needs 2 clean, 2 dirty and 1 wild book; it would have {clean} clean, {dirty} dirty and {wild} wild.</source>
        <translation>上がるには、チームにクリーンパイル2つ、ダーティーパイル2つ、ワイルドパイル1つが必要です。この操作後はクリーン{clean}、ダーティー{dirty}、ワイルド{wild}です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="23"/>
        <source>You may not go out before your partner has played from their foot.</source>
        <translation>パートナーが足札からプレイするまでは上がれません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="26"/>
        <source>Ask your partner first: you may go out only after a yes this turn.</source>
        <translation>先にパートナーに聞いてください。この手番で「はい」をもらった後でなければ上がれません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="29"/>
        <source>Under these rules you go out by melding your last card, not by discarding it.</source>
        <translation>このルールでは、最後のカードは捨てるのではなく、メルドして上がります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="34"/>
        <source>That would leave one card, which you could only discard to go out, and going out needs 2 clean, 2 dirty and 1 wild book; your side would have {clean} clean, {dirty} dirty and {wild} wild. Keep at least two cards.</source>
        <translation>手札が1枚残り、上がるにはそれを捨てるしかありませんが、上がるにはクリーンパイル2つ、ダーティーパイル2つ、ワイルドパイル1つが必要です。チームはクリーン{clean}、ダーティー{dirty}、ワイルド{wild}になります。2枚以上残してください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="40"/>
        <source>That would leave one card, which you could only discard to go out, and you may not go out before your partner has played from their foot: keep at least two cards.</source>
        <translation>手札が1枚残り、上がるにはそれを捨てるしかありませんが、パートナーが足札からプレイするまでは上がれません。2枚以上残してください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="45"/>
        <source>That would leave one card, which you could only discard to go out, and you may go out only after your partner&apos;s yes this turn: ask first, or keep at least two cards.</source>
        <translation>手札が1枚残り、上がるにはそれを捨てるしかありませんが、この手番でパートナーの「はい」をもらうまでは上がれません。先にパートナーに聞くか、2枚以上残してください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="50"/>
        <source>That would leave one card, but under these rules the last card cannot be discarded: go out by melding every card, or keep at least two.</source>
        <translation>手札が1枚残りますが、このルールでは最後のカードを捨てることはできません。すべてのカードをメルドして上がるか、2枚以上残してください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="55"/>
        <source>Your turn ends with a discard.</source>
        <translation>手番はカードを捨てて終わります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="56"/>
        <source>You can only ask when you are able to go out from your foot this turn.</source>
        <translation>聞けるのは、この手番で足札から上がれるときだけです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="59"/>
        <source>Ask your partner after you have drawn or taken the pile.</source>
        <translation>パートナーには、引くか捨て札の山を取った後で聞いてください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="65"/>
        <source>{where} does not fit a Hand and Foot game: {detail}.</source>
        <translation>{where}はハンドアンドフットのゲームに合いません：{detail}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="34"/>
        <source>The file {path} cannot be read: {detail}.</source>
        <extracomment>Scores and every part of a deal score stay within plus or minus this.</extracomment>
        <translation>ファイル{path}を読み込めません：{detail}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="35"/>
        <source>{path} is not an ordinary file: a folder, a pipe or a device cannot be a save.</source>
        <translation>{path}は通常のファイルではありません。フォルダー、パイプ、デバイスはセーブデータにできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="38"/>
        <source>The file is too large: {size} bytes, at most {limit} are allowed.</source>
        <translation>ファイルが大きすぎます：{size}バイト（上限{limit}バイト）。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="41"/>
        <source>The file is not UTF-8 text (bad byte at position {position}).</source>
        <translation>ファイルがUTF-8テキストではありません（位置{position}に不正なバイト）。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="44"/>
        <source>The file is not valid JSON: {detail}.</source>
        <translation>ファイルが正しいJSONではありません：{detail}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="45"/>
        <source>The file nests lists and objects more than {limit} levels deep.</source>
        <translation>ファイル内のリストとオブジェクトの入れ子が{limit}段を超えています。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="48"/>
        <source>An object in the file has the key {key} twice.</source>
        <translation>ファイル内のオブジェクトにキー{key}が2回あります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="51"/>
        <source>A save must be a JSON object, but this file holds {got}.</source>
        <translation>セーブデータはJSONオブジェクトでなければなりませんが、このファイルは{got}です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="54"/>
        <source>This is not a canasta_gui save: its format is {found}.</source>
        <translation>canasta_guiのセーブデータではありません：形式は{found}です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="57"/>
        <source>Save schema {found} is not supported; this version reads schema {supported}.</source>
        <translation>セーブデータのスキーマ{found}には対応していません。このバージョンが読めるのはスキーマ{supported}です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="60"/>
        <source>This save is for the game {found}, which this version cannot play.</source>
        <translation>このセーブデータのゲーム{found}は、このバージョンでは遊べません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="63"/>
        <source>{where} is missing.</source>
        <translation>{where}がありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="64"/>
        <source>Unknown field {key} in {where}.</source>
        <translation>{where}に不明な項目{key}があります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="65"/>
        <source>{where} must be {expected}, not {got}.</source>
        <translation>{where}は{got}ではなく{expected}でなければなりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="66"/>
        <source>{where} is {value}, outside the allowed range {low} to {high}.</source>
        <translation>{where}は{value}で、許される範囲{low}～{high}の外です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="69"/>
        <source>{where} has an unknown value: {value}.</source>
        <translation>{where}の値が不明です：{value}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="70"/>
        <source>{where} must have {expected} entries, not {got}.</source>
        <translation>{where}の要素数は{got}ではなく{expected}でなければなりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="71"/>
        <source>{where} has {got} entries; at most {limit} are allowed.</source>
        <translation>{where}の要素数は{got}です。上限は{limit}です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="75"/>
        <source>Invalid game configuration: {detail}</source>
        <translation>ゲームの構成が正しくありません：{detail}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="76"/>
        <source>{where} is not a card code: {card}.</source>
        <translation>{where}はカードのコードではありません：{card}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="77"/>
        <source>The cards are not exactly {decks} decks ({total} cards): {details}.</source>
        <translation>カードがちょうど{decks}組（{total}枚）になっていません：{details}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="80"/>
        <source>state.stock_top names the top of the stock, so state.stock must be &quot;rest&quot;, not {stock}.</source>
        <translation>state.stock_topが山札の一番上を指定しているため、state.stockは{stock}ではなく&quot;rest&quot;でなければなりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="84"/>
        <source>{where} says seat {got} made this move, but {expected} was to act.</source>
        <translation>{where}ではこの手を席{got}が行ったことになっていますが、手番は席{expected}でした。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="87"/>
        <source>{where} holds a red three ({card}), which is never kept in a hand.</source>
        <translation>{where}に赤3（{card}）があります。赤3は手札に残りません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="90"/>
        <source>{where} holds {card}, which is not a red three.</source>
        <translation>{where}の{card}は赤3ではありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="91"/>
        <source>{where} gives the hand&apos;s number of cards as {got}, but the hand has {count}.</source>
        <translation>{where}では手札の枚数が{got}になっていますが、実際の手札は{count}枚です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="103"/>
        <source>{where} is {got}, but the number of the side&apos;s melds is {count}.</source>
        <translation>{where}は{got}ですが、チームのメルドの数は{count}です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="115"/>
        <source>The score sheet&apos;s number of deals is {got}, but a position of deal {deal} in phase {phase} needs {expected}, one per finished deal.</source>
        <translation>得点表のディール数は{got}ですが、{phase}の段階にある第{deal}ディールの局面では、終了したディール1つにつき1つずつで、{expected}でなければなりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="94"/>
        <source>{where} lists cards that the hand does not hold: {cards}.</source>
        <translation>{where}に手札にないカードがあります：{cards}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="97"/>
        <source>Player {player} has no cards, but the deal is still being played.</source>
        <translation>プレイヤー{player}の手札がありませんが、ディールはまだ続いています。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="100"/>
        <source>{where} is not a valid meld: {reason}</source>
        <translation>{where}は正しいメルドではありません：{reason}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="101"/>
        <source>{where} is a meld of {rank}s but holds {card}.</source>
        <translation>{where}は{rank}のメルドですが、{card}を含んでいます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="102"/>
        <source>{where} has two melds of {rank}s.</source>
        <translation>{where}に{rank}のメルドが2つあります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="106"/>
        <source>state.freeze_index is {got}, but the pile says {expected}.</source>
        <translation>state.freeze_indexは{got}ですが、捨て札の山からは{expected}です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="109"/>
        <source>The partner&apos;s answer does not fit the rest of the turn: {details}.</source>
        <translation>パートナーの答えが手番のほかの内容と合いません：{details}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="112"/>
        <source>The end of the game does not fit the scores: {details}.</source>
        <translation>ゲームの終了が得点と合いません：{details}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="120"/>
        <source>The score sheet has no row for deal {deal}, although the deal is over ({phase}).</source>
        <translation>ディールは終了している（{phase}）のに、得点表に第{deal}ディールの行がありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="123"/>
        <source>{where} is {got}, but the rest of the position says {expected}.</source>
        <translation>{where}は{got}ですが、局面のほかの内容からは{expected}です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="126"/>
        <source>A question is pending, but player {asker} is not a partner of player {player}.</source>
        <translation>質問が保留中ですが、プレイヤー{asker}はプレイヤー{player}のパートナーではありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="129"/>
        <source>Player {player} asks to go out but is not able to go out.</source>
        <translation>プレイヤー{player}が上がりを確認していますが、上がれる状態ではありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="132"/>
        <source>In the draw phase a turn has just begun, but {field} is {value}.</source>
        <translation>引くフェーズでは手番が始まったばかりのはずですが、{field}が{value}です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="135"/>
        <source>Player {player} must go out this turn but cannot: no move would be legal.</source>
        <translation>プレイヤー{player}はこの手番で上がらなければなりませんが、合法手がないため上がれません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="138"/>
        <source>Player {player} has no legal move in this position (phase {phase}).</source>
        <translation>プレイヤー{player}にはこの局面（フェーズ{phase}）で合法手がありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="141"/>
        <source>{where} cannot be read: {detail}.</source>
        <translation>{where}を読み込めません：{detail}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="142"/>
        <source>{where} ({move}) is illegal: {detail}</source>
        <translation>{where}（{move}）は不正な手です：{detail}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="143"/>
        <source>Replaying the moves does not give the saved position (it differs in {field}).</source>
        <translation>手順を再現しても保存された局面になりません（{field}が異なります）。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="176"/>
        <source>a huge number</source>
        <translation>巨大な数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="193"/>
        <source>true/false</source>
        <translation>真偽値</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="195"/>
        <location filename="../canasta_gui/engine/save_checks.py" line="258"/>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="197"/>
        <source>a decimal number</source>
        <translation>小数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="199"/>
        <location filename="../canasta_gui/engine/save_checks.py" line="282"/>
        <source>text</source>
        <translation>文字列</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="201"/>
        <location filename="../canasta_gui/engine/save_checks.py" line="299"/>
        <source>a list</source>
        <translation>リスト</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="204"/>
        <source>something else</source>
        <translation>その他の値</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="271"/>
        <source>true or false</source>
        <translation>trueまたはfalse</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/save.py" line="312"/>
        <source>the target or the deal limit is reached</source>
        <translation>目標点かディール数の上限に達しています</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/save.py" line="319"/>
        <source>no side reached the target</source>
        <translation>目標点に達したチームがありません</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/save.py" line="337"/>
        <source>an answer without a question this turn</source>
        <translation>この手番に質問がないのに答えがあります</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/save.py" line="342"/>
        <source>a yes binds the asker to go out</source>
        <translation>「はい」の答えなら、聞いたプレイヤーは上がらなければなりません</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/melding.py" line="50"/>
        <location filename="../canasta_gui/engine/hand_and_foot/melding.py" line="94"/>
        <source>meld in your meld phase</source>
        <translation>メルドを出すのは自分の手番のメルドの段階です</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/rummy/turn_checks.py" line="43"/>
        <source>take the pile at the start of your turn</source>
        <translation>捨て札の山を取るのは手番の初めです</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/rules.py" line="50"/>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="50"/>
        <source>draw at the start of your turn</source>
        <translation>カードを引くのは手番の初めです</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/rules.py" line="81"/>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="100"/>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="166"/>
        <source>discard at the end of your turn</source>
        <translation>捨てるのは手番の終わりです</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/rules.py" line="118"/>
        <source>ask in your meld phase</source>
        <translation>パートナーに聞くのはメルドの段階です</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/rules.py" line="151"/>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="209"/>
        <source>answer your partner</source>
        <translation>パートナーの質問に答えてください</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/rules.py" line="161"/>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="220"/>
        <source>decide on the pile</source>
        <translation>捨て札の山を取るかどうか決めてください</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/rules.py" line="163"/>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="222"/>
        <source>draw from the stock</source>
        <translation>山札から引いてください</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/rules.py" line="172"/>
        <source>end the turn</source>
        <translation>手番を終えてください</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/rules.py" line="179"/>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="229"/>
        <source>start the next deal</source>
        <translation>次のディールを始めてください</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/rules.py" line="33"/>
        <source>start the next round</source>
        <translation>次のラウンドを始めてください</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/rules.py" line="380"/>
        <source>play a card</source>
        <translation>手札から1枚出してください</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="179"/>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="185"/>
        <source>ask during your turn</source>
        <translation>パートナーに聞くのは自分の手番の間です</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="203"/>
        <location filename="../canasta_gui/engine/save_checks.py" line="218"/>
        <location filename="../canasta_gui/engine/save_checks.py" line="238"/>
        <source>an object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/save.py" line="153"/>
        <location filename="../canasta_gui/engine/cassino/save.py" line="224"/>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="210"/>
        <source>a side listed twice</source>
        <translation>同じチームが2回含まれています</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/save.py" line="285"/>
        <source>cards not in the captor&apos;s pile</source>
        <translation>取ったプレイヤーの取り札にないカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/save.py" line="346"/>
        <source>the game has winners</source>
        <translation>ゲームに勝者がいます</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/save.py" line="363"/>
        <source>cards are still in play</source>
        <translation>まだプレイ中のカードがあります</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="192"/>
        <source>a red 3 in the pile</source>
        <translation>捨て札の山に赤3があります</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="240"/>
        <source>the foot is down</source>
        <translation>足札がまだ伏せたままです</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="384"/>
        <source>a game is over after its last deal</source>
        <translation>ゲームが終わるのは最後のディールの後です</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="403"/>
        <source>the winners do not fit the scores</source>
        <translation>勝者が得点と合いません</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="410"/>
        <source>the game is over after its last deal</source>
        <translation>最後のディールの後はゲーム終了です</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/save.py" line="332"/>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="427"/>
        <source>only the asker, on turn, holds an answer</source>
        <translation>答えを持てるのは、手番中の聞いたプレイヤーだけです</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="432"/>
        <source>only an OPTIONAL yes obliges the player</source>
        <translation>上がる義務が生じるのは、確認が任意のルールでの「はい」だけです</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="438"/>
        <source>a move made before the draw</source>
        <translation>引く前に行われた操作</translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <location filename="../canasta_gui/app/i18n.py" line="105"/>
        <source>The translation file for “{language}” could not be loaded; using English.</source>
        <translation>「{language}」の翻訳ファイルを読み込めませんでした。英語で表示します。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/i18n.py" line="136"/>
        <source>The language “{code}” is not available; using English.</source>
        <translation>言語「{code}」は利用できません。英語で表示します。</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="18"/>
        <source>Deal limit</source>
        <extracomment>Short label of each option, as shown beside its control.</extracomment>
        <translation>ディール数の上限</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="19"/>
        <source>Cards drawn from the stock</source>
        <translation>山札から引く枚数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="20"/>
        <source>Canastas needed to go out</source>
        <translation>上がりに必要なカナスタ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="21"/>
        <source>Melds needed to go out</source>
        <translation>上がりに必要なメルド</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="22"/>
        <source>Wild cards in a meld</source>
        <translation>メルドのワイルドカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="19"/>
        <source>Cards taken with the pile</source>
        <extracomment>Short label of each option, as shown beside its control.</extracomment>
        <translation>捨て札の山を取る枚数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="23"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="20"/>
        <source>Upcard</source>
        <translation>最初にめくるカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="21"/>
        <source>Going out with a discard</source>
        <translation>捨てて上がる</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="22"/>
        <source>Red 3 left in a hand or foot</source>
        <translation>手札・足札に残った赤3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="24"/>
        <source>Deals in a game</source>
        <translation>1ゲームのディール数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="29"/>
        <source>How many cards a player picks up when taking the discard pile</source>
        <extracomment>One line saying what each option decides, in player words (docs/rules.md §4.3-§4.12).</extracomment>
        <translation>捨て札の山を取るときに手にする枚数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="32"/>
        <source>Whether a card is turned up to start the discard pile after the deal</source>
        <translation>配り終えた後、1枚めくって捨て札の山を始めるかどうか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="35"/>
        <source>Whether a player may go out by discarding their last card, or must meld it</source>
        <translation>最後のカードを捨てて上がれるか、メルドしなければならないか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="38"/>
        <source>What a red 3 never put down, in a hand or a foot never picked up, costs at the end</source>
        <translation>表向きに置かれないまま、手札や手に取らなかった足札に残った赤3の、終了時の失点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="42"/>
        <source>Whether going out needs the partner&apos;s “yes”, or only no “no”</source>
        <translation>上がるのにパートナーの「はい」が必要か、「いいえ」と言われなければよいか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="45"/>
        <source>How many deals a game lasts; a shorter game plays the first deals, with their minimum counts</source>
        <translation>1ゲームのディール数。短いゲームでは最初のディールだけを、それぞれのミニマムカウントで遊びます</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="55"/>
        <source>The top 7 cards</source>
        <extracomment>Label of each value of each option (docs/rules.md §6; §7.14-§7.17 for the sources).</extracomment>
        <translation>上から7枚</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="56"/>
        <source>The whole pile</source>
        <translation>山全部</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="59"/>
        <source>Turn one; a 3 or wild card goes back</source>
        <translation>1枚めくる（3とワイルドカードは戻す）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="60"/>
        <source>None: the first discard starts the pile</source>
        <translation>なし（最初に捨てたカードから始める）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="64"/>
        <source>Not allowed: meld the last cards</source>
        <translation>不可（最後はメルドして上がる）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="67"/>
        <source>Nothing</source>
        <translation>失点なし</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="68"/>
        <source>100 points</source>
        <translation>100点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="71"/>
        <source>A “yes” is needed; it does not oblige</source>
        <translation>「はい」が必要（上がる義務はない）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="72"/>
        <source>Asking is optional; a “yes” obliges</source>
        <translation>確認は任意（「はい」なら必ず上がる）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="75"/>
        <source>4 deals (the whole game)</source>
        <translation>4ディール（通常のゲーム）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="76"/>
        <source>2 deals</source>
        <translation>2ディール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="85"/>
        <source>Japanese rules</source>
        <extracomment>Names of the rule presets of ``PRESETS`` (the keys stay in saves). &quot;japanese&quot; follows the Japanese article the game&apos;s rules come from (S2), &quot;pagat&quot; the pagat.com page on Hand and Foot (P-HF), &quot;house&quot; the most common house rules (§6).</extracomment>
        <translation>日本式ルール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="88"/>
        <source>House rules</source>
        <translation>ハウスルール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="93"/>
        <source>No upcard: the pile starts with the first discard; the top 7 cards of the pile, going out needs your partner&apos;s yes</source>
        <extracomment>One line per preset saying what sets it apart, shown under the preset&apos;s name.</extracomment>
        <translation>最初にめくるカードなし（最初に捨てたカードから捨て札の山を始める）、捨て札の山は上から7枚、上がるにはパートナーの「はい」が必要</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="98"/>
        <source>The top 7 cards of the pile, going out with a discard allowed, a red 3 left over costs nothing</source>
        <translation>捨て札の山は上から7枚、捨てて上がれる、残った赤3は0点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="103"/>
        <source>As the classic rules, but a red 3 never put down costs 100 at the end</source>
        <translation>クラシックと同じ、ただし表向きに置かれなかった赤3は終了時に100点の失点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="106"/>
        <source>Taking the pile takes the whole pile, and the last cards must be melded</source>
        <translation>捨て札の山は全部取る、最後のカードはメルドして上がる</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="24"/>
        <source>Black 3 in the pile</source>
        <translation>捨て札の黒3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="25"/>
        <source>Pile before the first meld</source>
        <translation>最初のメルド前の捨て札</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="26"/>
        <source>Frozen before melding</source>
        <translation>メルド前のフローズン</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="27"/>
        <source>First meld at a score of 0</source>
        <translation>0点のときの最初のメルド</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="28"/>
        <source>When the stock runs out</source>
        <translation>山札がなくなったとき</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="29"/>
        <source>Red 3 as the last stock card</source>
        <translation>山札の最後の赤3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="30"/>
        <source>Minimum when going out concealed</source>
        <translation>コンシールド時のミニマムカウント</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="31"/>
        <source>Concealed after taking the pile</source>
        <translation>捨て札を取った後のコンシールド</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="32"/>
        <source>Concealed bonus</source>
        <translation>コンシールドのボーナス</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="33"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="23"/>
        <source>Asking “May I go out?”</source>
        <translation>「上がってもいいですか？」の確認</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="34"/>
        <source>Wild card on a natural canasta</source>
        <translation>ナチュラルカナスタへのワイルドカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="37"/>
        <source>Largest canasta</source>
        <translation>カナスタの最大枚数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="38"/>
        <source>All four red 3s</source>
        <translation>赤3が4枚そろったとき</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="39"/>
        <source>Red 3s with three decks</source>
        <translation>3組での赤3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="19"/>
        <source>Round limit</source>
        <extracomment>Short label of each option, as shown beside its control.</extracomment>
        <translation>ラウンド数の上限</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="20"/>
        <source>Four players</source>
        <translation>4人のとき</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="21"/>
        <source>Capturing with a face card</source>
        <translation>絵札での取り方</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="22"/>
        <source>A build with loose cards</source>
        <translation>付け札と単独の場札を一緒に取る</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="23"/>
        <source>A pair built as its total</source>
        <translation>同じランク2枚の合計値</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="24"/>
        <source>Raising a build</source>
        <translation>付け札の値を上げる</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="25"/>
        <source>Trailing by a build&apos;s owner</source>
        <translation>付け札の持ち主が場札として置く</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="26"/>
        <source>Gathering loose cards into a build</source>
        <translation>単独の場札を付け札にまとめる</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="27"/>
        <source>Builds of face cards</source>
        <translation>絵札の付け札</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="28"/>
        <source>When you may trail</source>
        <translation>場札として置ける場合</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="29"/>
        <source>Sweeps</source>
        <translation>スイープ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="40"/>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="30"/>
        <source>Target score</source>
        <translation>目標点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="31"/>
        <source>Several sides reach the target</source>
        <translation>複数チームが目標点に到達</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="36"/>
        <source>The game ends after this many rounds, whatever the scores</source>
        <extracomment>One line saying what each option decides, in player words (docs/rules.md §5).</extracomment>
        <translation>得点に関係なく、このラウンド数でゲームを終了します</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="39"/>
        <source>Whether four players play as two partnerships or each for themselves</source>
        <translation>4人のとき、2チームのチーム戦にするか個人戦にするか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="42"/>
        <source>Whether a jack, queen or king takes every loose card of its rank or just one</source>
        <translation>J・Q・Kが同じランクの単独の場札をすべて取るか、1枚だけ取るか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="45"/>
        <source>Whether a build may be captured together with loose cards of its value</source>
        <translation>付け札を、その値になる単独の場札と一緒に取れるかどうか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="48"/>
        <source>Whether a card played on one of its rank may build their total (2 on 2 as 4)</source>
        <translation>同じランクのカードに重ねたとき、合計の値の付け札にできるかどうか（2に2を重ねて4）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="51"/>
        <source>Whether a card from the hand may raise a single build to a higher value</source>
        <translation>手札のカードで単一の付け札の値を上げられるかどうか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="54"/>
        <source>Whether a player who owns a build may trail instead of capturing or building</source>
        <translation>付け札の持ち主が、取ったり付け札を作ったりする代わりに場札として置けるかどうか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="57"/>
        <source>Whether loose cards worth a build&apos;s value may be gathered into it</source>
        <translation>付け札の値になる単独の場札を、その付け札にまとめられるかどうか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="60"/>
        <source>Whether a jack, queen or king played on one of its rank makes a build</source>
        <translation>J・Q・Kを同じランクのカードに重ねて付け札にできるかどうか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="63"/>
        <source>When a player may lay a card on the table without capturing or building</source>
        <translation>取ることも付け札を作ることもせずに、カードを場札として置ける場合</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="66"/>
        <source>Whether a capture that clears the table scores a point</source>
        <translation>場のカードをすべて取ったときに1点入るかどうか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="69"/>
        <source>The game ends after the round in which a side reaches this score</source>
        <translation>どこかのチームがこの得点に達したラウンドの後でゲームを終了します</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="72"/>
        <source>Who wins when more than one side reaches the target in the same round</source>
        <translation>同じラウンドで複数のチームが目標点に達したときの勝者の決め方</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="81"/>
        <source>Two partnerships, partners opposite</source>
        <translation>2人ずつ2チーム、パートナーは向かい側</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="82"/>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="145"/>
        <source>Each for themselves</source>
        <extracomment>Names of the rule presets of ``PRESETS`` (the keys stay in saves). &quot;solo&quot; plays the Japanese Wikipedia article&apos;s rules (S1, four players alone, to 21); &quot;pagat&quot; collects every alternative the pagat.com page on Casino plays (P-CAS, docs/rules.md §6).</extracomment>
        <translation>個人戦</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="85"/>
        <source>Every loose card of its rank</source>
        <translation>同じランクの単独の場札をすべて</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="86"/>
        <source>One loose card of its rank</source>
        <translation>同じランクの単独の場札を1枚</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="89"/>
        <source>Not allowed: a build is taken alone</source>
        <translation>不可（付け札は単独で取る）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="93"/>
        <source>Not allowed: only that rank takes it</source>
        <translation>不可（そのランクでしか取れない）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="101"/>
        <source>Not allowed: the owner must capture or build</source>
        <translation>不可（持ち主は取るか付け札を作る）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="110"/>
        <source>Allowed: only that rank takes it</source>
        <translation>可（そのランクでしか取れない）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="113"/>
        <source>Only when no capture or build is possible</source>
        <translation>取ることも付け札を作ることもできないときだけ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="116"/>
        <source>Any time (a build&apos;s owner excepted)</source>
        <translation>いつでも（付け札の持ち主を除く）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="117"/>
        <source>Any card that cannot capture</source>
        <translation>何も取れないカードならどれでも</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="120"/>
        <source>Score a point</source>
        <translation>1点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="121"/>
        <source>Score nothing</source>
        <translation>得点なし</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="124"/>
        <source>21</source>
        <translation>21</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="125"/>
        <source>11</source>
        <translation>11</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="128"/>
        <source>The higher total wins</source>
        <translation>合計点の高いほうが勝ち</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="129"/>
        <source>Count the round out item by item</source>
        <translation>そのラウンドの得点を項目順に加えて判定</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="137"/>
        <source>{n} rounds</source>
        <extracomment>The round limits the New game dialog offers (the engine takes any whole number, §1.5): one round is the quickest game there is. A positive round limit (Cassino counts rounds, docs/rules.md §1.4-§1.5).</extracomment>
        <translation>{n}ラウンド</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="139"/>
        <source>1 round</source>
        <extracomment>A round limit of one (a whole phrase, as languages write a singular differently).</extracomment>
        <translation>1ラウンド</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="147"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="87"/>
        <source>pagat.com rules</source>
        <translation>pagat.com式ルール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="152"/>
        <source>Everyone plays alone, four players too; the first to 21 wins; a face card takes every card of its rank, sweeps score</source>
        <extracomment>One line per preset saying what sets it apart, shown under the preset&apos;s name.</extracomment>
        <translation>全員が個人戦（4人でも）、21点先取で勝ち、絵札は同じランクをすべて取る、スイープは得点あり</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="157"/>
        <source>A face card takes every card of its rank, trail only when nothing else is possible, sweeps score</source>
        <translation>絵札は同じランクをすべて取る、場札として置けるのはほかに手がないときだけ、スイープは得点あり</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="162"/>
        <source>Trail any time, freer builds and captures, a face card takes only one card, sweeps score nothing</source>
        <translation>いつでも場札として置ける、付け札と取り方の制限がゆるい、絵札で取れるのは1枚だけ、スイープは得点なし</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="41"/>
        <source>Six-player sides</source>
        <translation>6人のチーム分け</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="42"/>
        <source>Draw for seats and first deal</source>
        <translation>カードで席とディーラーを決める</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="47"/>
        <source>The game ends after this many deals, whatever the scores</source>
        <extracomment>One line saying what each option decides.</extracomment>
        <translation>得点に関係なく、このディール数でゲームを終了します</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="50"/>
        <source>How many cards a player draws from the stock (always 2 with two players)</source>
        <translation>山札から引く枚数（2人の場合は常に2枚）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="53"/>
        <source>How many canastas a side must have before one of its players may go out</source>
        <translation>チームのプレイヤーが上がるまでに必要なカナスタの数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="56"/>
        <source>How many melds, canastas included, a side must have on the table before going out</source>
        <translation>上がるまでにチームが出しておく必要があるメルドの数（カナスタを含む）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="60"/>
        <source>How many wild cards a meld may hold compared with its natural cards</source>
        <translation>メルドに入れられるワイルドカードの枚数（ナチュラルカードとの比較）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="63"/>
        <source>What happens when the first upcard of the pile is a wild card or a red 3</source>
        <translation>最初にめくったカードがワイルドカードか赤3だったときの扱い</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="66"/>
        <source>Whether a black 3 in the pile only blocks the next player or freezes the pile</source>
        <translation>捨て札の黒3が次のプレイヤーをブロックするだけか、山をフローズンにするか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="69"/>
        <source>Whether a side that has not melded yet may take the discard pile</source>
        <translation>まだメルドしていないチームが捨て札の山を取れるかどうか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="72"/>
        <source>Whether the pile stays frozen only until the side opens, or for each player until they have melded</source>
        <translation>捨て札の山がフローズンなのは、チームが最初のメルドをするまでか、各プレイヤーが自分でメルドするまでか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="77"/>
        <source>The count a side&apos;s first meld needs when its score is exactly 0</source>
        <translation>チームの得点がちょうど0点のときのミニマムカウント</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="80"/>
        <source>Whether play goes on by taking the pile once the stock is empty</source>
        <translation>山札がなくなった後、捨て札の山を取ってプレイを続けるかどうか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="83"/>
        <source>What a player may still do after drawing a red 3 that cannot be replaced</source>
        <translation>補充できない赤3を引いたプレイヤーがまだできること</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="86"/>
        <source>Whether going out concealed before the side has melded must reach the opening minimum</source>
        <translation>メルド前のチームがコンシールドで上がるとき、ミニマムカウントを満たす必要があるかどうか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="90"/>
        <source>Whether a player who took the pile this turn can still go out concealed</source>
        <translation>この手番で捨て札の山を取ったプレイヤーがまだコンシールドで上がれるかどうか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="93"/>
        <source>Whether going out concealed earns 200 at every table or only with partners</source>
        <translation>コンシールドで上がったときの200点が、どのテーブルでも入るか、チーム戦のときだけか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="96"/>
        <source>How often a player may ask their partner for permission to go out</source>
        <translation>パートナーに上がりの許可を何回聞けるか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="99"/>
        <source>Whether a wild card may be added to a natural canasta, making it mixed</source>
        <translation>ナチュラルカナスタにワイルドカードをレイオフして、ミックスドにできるかどうか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="102"/>
        <source>Whether a canasta may keep growing or is full at 8 cards</source>
        <translation>カナスタにいくらでもレイオフできるか、8枚で満杯になるか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="105"/>
        <source>How the bonus for all four red 3s is worded; every choice scores 800</source>
        <translation>赤3が4枚そろったときのボーナスの表し方（どれも800点）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="108"/>
        <source>The bonus for four, five or six red 3s in a three-deck game</source>
        <translation>3組のゲームで赤3が4枚、5枚、6枚のときのボーナス</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="111"/>
        <source>The game ends after the deal in which a side reaches this score</source>
        <translation>どこかのチームがこの得点に達したディールの後でゲームを終了します</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="114"/>
        <source>How six players form sides</source>
        <translation>6人のチームの組み方</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="115"/>
        <source>Before the first deal everyone draws a card; the cards decide partners, seats and the first dealer</source>
        <translation>最初のディールの前に全員が1枚ずつカードを引き、そのカードでパートナー、席、最初のディーラーを決めます</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="124"/>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="194"/>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="79"/>
        <source>No limit</source>
        <extracomment>Label of each value of each option.
----------
Label of each value of each option (docs/rules.md §6; §7.18-§7.23 for the sources).</extracomment>
        <translation>上限なし</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="126"/>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="131"/>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="127"/>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="130"/>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="134"/>
        <source>The canastas are enough</source>
        <translation>カナスタだけでよい</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="135"/>
        <source>At least 2 melds, canastas included</source>
        <translation>カナスタを含めてメルド2つ以上</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="138"/>
        <source>At least 2 naturals, at most 3 wild cards</source>
        <translation>ナチュラル2枚以上、ワイルド3枚まで</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="139"/>
        <source>Also no more wild cards than naturals</source>
        <translation>さらにワイルドはナチュラル以下</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="140"/>
        <source>Also two naturals for each wild card</source>
        <translation>さらにワイルド1枚にナチュラル2枚</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="145"/>
        <source>Turn another card</source>
        <translation>もう1枚めくる</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="146"/>
        <source>Turn another, also for any 3</source>
        <translation>もう1枚めくる（黒3でも）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="147"/>
        <source>Leave it (pile frozen)</source>
        <translation>そのまま（山はフローズン）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="150"/>
        <source>Blocks only while on top</source>
        <translation>一番上にある間だけブロック</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="151"/>
        <source>Freezes the pile</source>
        <translation>山をフローズンにする</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="154"/>
        <source>With a natural pair and the minimum</source>
        <translation>ナチュラル2枚とミニマムカウントを満たせば可</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="155"/>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="179"/>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="191"/>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="98"/>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="105"/>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="109"/>
        <source>Not allowed</source>
        <translation>不可</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="158"/>
        <source>Until the side opens</source>
        <translation>チームの最初のメルドまで</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="159"/>
        <source>Until each player has melded</source>
        <translation>各プレイヤーが自分でメルドするまで</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="162"/>
        <source>50</source>
        <translation>50</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="163"/>
        <source>15 (as below 0)</source>
        <translation>15（0点未満と同じ）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="166"/>
        <source>Play on while players take the pile</source>
        <translation>捨て札を取る限り続ける</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="167"/>
        <source>The deal ends after that turn</source>
        <translation>その手番でディール終了</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="170"/>
        <source>The deal ends at once</source>
        <translation>すぐにディール終了</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="171"/>
        <source>Meld first, no discard, then it ends</source>
        <translation>メルドしてから、捨てずに終了</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="174"/>
        <source>Minimum required</source>
        <translation>ミニマムカウントが必要</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="175"/>
        <source>No minimum</source>
        <translation>ミニマムカウントなし</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="178"/>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="90"/>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="94"/>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="97"/>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="102"/>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="106"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="63"/>
        <source>Allowed</source>
        <translation>可</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="182"/>
        <source>At every table</source>
        <translation>どのテーブルでも</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="183"/>
        <source>Only in partnership games</source>
        <translation>チーム戦のみ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="186"/>
        <source>Once per deal</source>
        <translation>1ディールに1回</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="187"/>
        <source>Once per turn</source>
        <translation>1手番に1回</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="190"/>
        <source>Allowed (it becomes mixed)</source>
        <translation>可（ミックスドになる）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="195"/>
        <source>8 cards</source>
        <translation>8枚</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="198"/>
        <source>800 instead of 100 each</source>
        <translation>1枚100点の代わりに800点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="199"/>
        <source>100 each plus 400</source>
        <translation>1枚100点＋400点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="200"/>
        <source>200 each</source>
        <translation>1枚200点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="203"/>
        <source>100 each; five score 1,000, six 1,200</source>
        <translation>1枚100点、5枚で1,000点、6枚で1,200点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="204"/>
        <source>100 each</source>
        <translation>1枚100点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="205"/>
        <source>100 each; four score 800, five 1,000, six 1,200</source>
        <translation>1枚100点、4枚で800点、5枚で1,000点、6枚で1,200点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="210"/>
        <source>1,500 (a quick game)</source>
        <translation>1,500（ごく短いゲーム）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="211"/>
        <source>3,000 (a short game)</source>
        <translation>3,000（短いゲーム）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="212"/>
        <source>5,000</source>
        <translation>5,000</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="213"/>
        <source>7,500</source>
        <translation>7,500</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="214"/>
        <source>10,000 (minimum 150 from 7,500)</source>
        <translation>10,000（7,500点以上はミニマムカウント150）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="217"/>
        <source>Two sides of three, seats alternating</source>
        <translation>3人ずつ2チーム、交互に着席</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="218"/>
        <source>Three sides of two, partners opposite</source>
        <translation>2人ずつ3チーム、パートナーは向かい側</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="221"/>
        <source>No: seats as listed, first dealer at random</source>
        <translation>しない（席は一覧の順、最初のディーラーはランダム）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="222"/>
        <source>Yes: the cards decide seats and dealer</source>
        <translation>する（引いたカードで決める）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="227"/>
        <source>By configuration</source>
        <extracomment>Label of the entry meaning &quot;no override&quot; for options whose default is ``None``.</extracomment>
        <translation>構成に従う</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="229"/>
        <source>By configuration ({n})</source>
        <extracomment>The same, with the number the configuration gives (e.g. &quot;By configuration (2)&quot;).</extracomment>
        <translation>構成に従う（{n}）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="234"/>
        <source>{n} deals</source>
        <extracomment>The deal limits the New game dialog offers (the engine takes any whole number, §1.5): one deal is the quickest game there is. A positive deal limit.</extracomment>
        <translation>{n}ディール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="236"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="77"/>
        <source>1 deal</source>
        <extracomment>A deal limit of one (a whole phrase, as languages write a singular differently).</extracomment>
        <translation>1ディール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="240"/>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="146"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="86"/>
        <source>Classic</source>
        <extracomment>Names of the rule presets of ``PRESETS``, as players call such rules (the keys stay in saves).</extracomment>
        <translation>クラシック</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="241"/>
        <source>Online club</source>
        <translation>オンラインクラブ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="242"/>
        <source>Korean house rules</source>
        <translation>韓国式ハウスルール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="243"/>
        <source>Italian rules</source>
        <translation>イタリア式ルール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="248"/>
        <source>The classic rules: a wild card or red 3 turned up is covered by the next card</source>
        <extracomment>One line per preset saying what sets it apart, shown under the preset&apos;s name.</extracomment>
        <translation>クラシックなルール：最初にめくったワイルドカードや赤3は、次にめくるカードで覆う</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="251"/>
        <source>As played online: the upcard stays, 15 to open at 0, the pile frozen until you meld, two melds and a canasta to go out</source>
        <translation>オンラインでの遊び方：最初にめくったカードはそのまま、0点のときの最初のメルドは15点、自分がメルドするまで捨て札の山はフローズン、上がりにはメルド2つとカナスタ1つが必要</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="256"/>
        <source>The upcard stays, the deal ends when the stock runs out, a canasta holds 7 or 8 cards</source>
        <translation>最初にめくったカードはそのまま、山札がなくなるとディール終了、カナスタは7枚か8枚</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="260"/>
        <source>Draw one card, two naturals per wild card, a black 3 freezes the pile, no pile before the first meld, cards drawn for seats</source>
        <translation>山札から1枚引く、ワイルドカード1枚にナチュラル2枚、黒3で捨て札の山がフローズン、最初のメルド前は捨て札の山を取れない、カードで席決め</translation>
    </message>
</context>
<context>
    <name>saves</name>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="105"/>
        <source>{reason} The previous autosave is kept.</source>
        <extracomment>No honest score comes near this; a bigger one shows a hand-edited or hostile summary.</extracomment>
        <translation>{reason}前回の自動保存データはそのまま残しています。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="139"/>
        <location filename="../canasta_gui/app/saves.py" line="384"/>
        <source>it is not a canasta_gui saved game</source>
        <translation>canasta_guiのセーブデータではありません</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="124"/>
        <source>it was written by another version ({schema})</source>
        <translation>別のバージョンで保存されています（{schema}）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="131"/>
        <source>it has an unknown field {name}</source>
        <translation>不明な項目{name}があります</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="185"/>
        <source>its seats must list 2 to 6 seats</source>
        <translation>席は2～6席でなければなりません</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="171"/>
        <source>it names an unknown rule preset {name}</source>
        <translation>不明なルールプリセット{name}が指定されています</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="151"/>
        <location filename="../canasta_gui/app/saves.py" line="400"/>
        <source>it holds a game this table cannot play yet</source>
        <translation>このテーブルではまだ遊べないゲームです</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="177"/>
        <source>its seats do not match the number of players</source>
        <translation>席の数がプレイヤー数と合いません</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="191"/>
        <location filename="../canasta_gui/app/saves.py" line="403"/>
        <location filename="../canasta_gui/app/saves.py" line="420"/>
        <source>its summary is damaged</source>
        <translation>概要の情報が壊れています</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="281"/>
        <source>its contents are damaged</source>
        <translation>中身が壊れています</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="291"/>
        <source>This saved game is no longer there: it was deleted or moved meanwhile.</source>
        <translation>このセーブデータはもうありません。その間に削除されたか移動されました。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="329"/>
        <source>There is no saved game to continue.</source>
        <translation>続きから遊べるセーブデータがありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="327"/>
        <source>The saved games could not be listed ({reason}).</source>
        <translation>セーブデータの一覧を表示できませんでした（{reason}）。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="363"/>
        <source>The saved game {name} could not be read ({reason}).</source>
        <translation>セーブデータ{name}を読み込めませんでした（{reason}）。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="367"/>
        <source>The saved game {name} could not be read ({reason}). It was moved to {path}.</source>
        <translation>セーブデータ{name}を読み込めませんでした（{reason}）。{path}に移動しました。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="479"/>
        <source>This saved game is open in another canasta_gui window; play it there.</source>
        <translation>このセーブデータは別の canasta_gui のウィンドウで開かれています。そちらで続けてください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="265"/>
        <source>it is not an ordinary file but a folder, a pipe or a device</source>
        <translation>通常のファイルではなく、フォルダー、パイプ、デバイスのいずれかです</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="264"/>
        <source>it is not UTF-8 text</source>
        <translation>UTF-8テキストではありません</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="263"/>
        <source>it is far too large</source>
        <translation>大きすぎます</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="303"/>
        <source>The saved game could not be read ({reason}). It was moved to {path}.</source>
        <translation>セーブデータを読み込めませんでした（{reason}）。{path}に移動しました。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="307"/>
        <source>The saved game could not be read ({reason}).</source>
        <translation>セーブデータを読み込めませんでした（{reason}）。</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="163"/>
        <source>The settings file {path} could not be read ({reason}); using the defaults.</source>
        <translation>設定ファイル{path}を読み込めませんでした（{reason}）。既定値を使います。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="173"/>
        <source>These settings had invalid values and were reset to their defaults: {fields}.</source>
        <translation>次の設定の値が不正だったため、既定値に戻しました：{fields}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="149"/>
        <source>it is larger than 64 KB</source>
        <extracomment>Card sizes, smallest first; the table always fits the window, so a size is the largest a card may grow to (``scene/look.py`` has the widths). Felt colours of the table. How many finished games the Past games list keeps (the Settings dialog offers this range). Sound effects: on by default, at a moderate volume (0-100; see app/sound/synth.gain).</extracomment>
        <translation>64 KBを超えています</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="150"/>
        <source>it is not UTF-8 text</source>
        <translation>UTF-8テキストではありません</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="185"/>
        <source>it is not valid JSON</source>
        <translation>正しいJSONではありません</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="188"/>
        <source>it does not contain a JSON object</source>
        <translation>JSONオブジェクトが含まれていません</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="196"/>
        <source>The settings file {path} could not be used ({reason}) and could not be moved aside; using the defaults.</source>
        <translation>設定ファイル{path}を使えず（{reason}）、退避もできませんでした。既定値を使います。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="202"/>
        <source>The settings file could not be used ({reason}). It was kept as {path}; using the defaults.</source>
        <translation>設定ファイルを使えませんでした（{reason}）。{path}として残し、既定値を使います。</translation>
    </message>
</context>
<context>
    <name>texts</name>
    <message>
        <location filename="../canasta_gui/app/texts.py" line="28"/>
        <source>wild</source>
        <comment>the rank of Hand and Foot&apos;s meld of wild cards only, put where a rank goes: &apos;a meld of {rank}s&apos;, &apos;the {rank}s&apos;</comment>
        <extracomment>The rank code of Hand and Foot&apos;s meld of wild cards only (``rummy.meld_rules.rank_name``).</extracomment>
        <translation>ワイルドカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/texts.py" line="79"/>
        <source>Joker</source>
        <translation>ジョーカー</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../canasta_gui/app/main.py" line="75"/>
        <source>Canasta</source>
        <translation>カナスタ</translation>
    </message>
</context>
</TS>
