<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>DealSummaryDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="273"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="273"/>
        <source>Deal {n}</source>
        <translation>第{n}ディール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="275"/>
        <source>Deal {n} is over</source>
        <translation>第{n}ディール終了</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="280"/>
        <source>&amp;Score sheet</source>
        <translation>得点表(&amp;S)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="283"/>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="283"/>
        <source>&amp;Next deal</source>
        <translation>次のディール(&amp;N)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="296"/>
        <source>Melded cards</source>
        <translation>メルドしたカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="297"/>
        <source>Canasta bonuses</source>
        <translation>カナスタのボーナス</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="298"/>
        <source>Red 3s</source>
        <translation>赤3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="299"/>
        <source>Going out</source>
        <translation>上がり</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="300"/>
        <source>Cards left in hand</source>
        <translation>手札に残ったカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="301"/>
        <source>Deal total</source>
        <translation>ディールの合計</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="302"/>
        <source>Game score</source>
        <translation>ゲームの得点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="305"/>
        <source>Deal score</source>
        <translation>ディールの得点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="308"/>
        <source>{points} ({natural} natural, {mixed} mixed)</source>
        <translation>{points}（ナチュラル{natural}、ミックスド{mixed}）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="317"/>
        <source>{points} (concealed)</source>
        <translation>{points}（コンシールド）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="349"/>
        <source>A player went out.</source>
        <translation>プレイヤーが上がりました。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="351"/>
        <source>{side} went out concealed.</source>
        <translation>{side}がコンシールドで上がりました。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="352"/>
        <source>{side} went out.</source>
        <translation>{side}が上がりました。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="354"/>
        <source>The stock ran out and the discard pile was not taken.</source>
        <translation>山札がなくなり、捨て札の山は取られませんでした。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="356"/>
        <source>The stock ran out; the deal ended with that turn.</source>
        <translation>山札がなくなり、その手番でディールが終了しました。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="358"/>
        <source>The last card of the stock was a red 3.</source>
        <translation>山札の最後のカードが赤3でした。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="359"/>
        <source>The deal is over.</source>
        <translation>ディールが終了しました。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="364"/>
        <source>{side} wins the game!</source>
        <translation>{side}の勝利です！</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="366"/>
        <source>A draw between {sides}!</source>
        <translation>{sides}の引き分けです！</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="367"/>
        <source>The game is over.</source>
        <translation>ゲームが終了しました。</translation>
    </message>
</context>
<context>
    <name>GameDef</name>
    <message>
        <location filename="../canasta_gui/app/games/base.py" line="199"/>
        <source>Deal {n}</source>
        <extracomment>The save format&apos;s game id (&quot;canasta&quot;, &quot;hand-and-foot&quot;, &quot;cassino&quot;): saves name it. Place in the start page and the New game dialog. The engine&apos;s state class (a save holding another game&apos;s state is not this game&apos;s). Rule presets (the first is the default) and the option registry (id → values, default). Computer levels offered to people, weakest first. The phase in which a deal (Cassino: a round) has been scored and waits to be read. The phase in which a partner answers &quot;May I go out?&quot; (None: the game has none). The phases of a person&apos;s turn whose steps undo may take back, and those steps&apos; types. The action that deals the next deal (or round) once the summary is read.</extracomment>
        <translation type="unfinished">第{n}ディール</translation>
    </message>
</context>
<context>
    <name>GoOutQuestionDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="59"/>
        <source>May I go out?</source>
        <translation>上がってもいいですか？</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="61"/>
        <source>“{name}” asks: Partner, may I go out?</source>
        <translation>「{name}」からの質問：パートナー、上がってもいいですか？</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="65"/>
        <source>Your answer binds your partner: after “Yes” they must go out this turn, after “No” they may not go out this turn.</source>
        <translation>この答えには従う必要があります。「はい」ならパートナーはこの手番で必ず上がり、「いいえ」ならこの手番では上がれません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="69"/>
        <source>&amp;Yes, go out</source>
        <translation>はい、上がってください(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="70"/>
        <source>&amp;No, keep playing</source>
        <translation>いいえ、続けてください(&amp;N)</translation>
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
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="95"/>
        <source>Canasta</source>
        <translation>カナスタ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="99"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="100"/>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="101"/>
        <source>&amp;Score sheet</source>
        <translation>得点表(&amp;S)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="102"/>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="103"/>
        <source>Back to the &amp;menu</source>
        <translation>メニューに戻る(&amp;M)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="104"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="105"/>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="106"/>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="107"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="108"/>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="175"/>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="222"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="176"/>
        <source>A game is in progress. Abandon it to start a new one?</source>
        <translation>進行中のゲームがあります。このゲームを放棄して新しいゲームを始めますか？</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="181"/>
        <source>An abandoned game cannot be continued.</source>
        <translation>放棄したゲームは続きから遊べません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="182"/>
        <source>&amp;Keep playing</source>
        <translation>続ける(&amp;K)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="185"/>
        <source>&amp;Abandon the game</source>
        <translation>ゲームを放棄(&amp;A)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="252"/>
        <source>Continue</source>
        <translation>続きから</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="361"/>
        <source>Hint: {text}</source>
        <translation>ヒント：{text}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="381"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="394"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="394"/>
        <source>Settings not saved: {e}</source>
        <translation>設定を保存できませんでした：{e}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="79"/>
        <source>Side {letter}</source>
        <comment>a side of one player, who plays alone</comment>
        <extracomment>Rows in the seat table: the largest playable table. One colour per side so partners can be told apart at a glance (text says it too). Tallest the dialog makes itself: fits a 1024x720 screen under a title bar. Room for a window manager&apos;s title bar and frame, which Qt only knows once shown.</extracomment>
        <translation>{letter}（個人）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="82"/>
        <source>Side {letter}</source>
        <comment>a side of partners (a team)</comment>
        <translation>チーム{letter}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="117"/>
        <source>Seat &amp;{n}</source>
        <translation>席 &amp;{n}</translation>
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
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="356"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="357"/>
        <source>Game:</source>
        <translation>ゲーム：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="358"/>
        <source>Canasta</source>
        <translation>カナスタ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="361"/>
        <source>&amp;Configuration:</source>
        <translation>構成(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="368"/>
        <source>Rule &amp;preset:</source>
        <translation>ルールプリセット(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="369"/>
        <source>&amp;Target score:</source>
        <translation>目標点(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="371"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="372"/>
        <source>Side</source>
        <translation>チーム</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="372"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="372"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="372"/>
        <source>Level</source>
        <translation>強さ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="377"/>
        <source>&amp;Advanced rules</source>
        <translation>詳細ルール(&amp;A)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="378"/>
        <source>&amp;Reset to preset</source>
        <translation>プリセットに戻す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="395"/>
        <source>&amp;Start game</source>
        <translation>ゲーム開始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="515"/>
        <source>Partners: {seats}</source>
        <translation>パートナー：{seats}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="519"/>
        <source>Plays alone</source>
        <translation>単独でプレイ</translation>
    </message>
    <message numerus="yes">
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="550"/>
        <source>Rules changed from the preset: %n</source>
        <translation>
            <numerusform>プリセットから変更したルール：%n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="662"/>
        <source>{players} players, {decks} decks (partnerships)</source>
        <translation>{players}人・{decks}組（チーム戦）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="665"/>
        <source>{players} players, {decks} decks (each for themselves)</source>
        <translation>{players}人・{decks}組（個人戦）</translation>
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
    <name>RulesDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="93"/>
        <source>Canasta rules</source>
        <extracomment>Opening minimums: below 0, from 0, from 1,500, from 3,000, from 7,500 (game to 10,000). Card values: joker; 2 and ace; king down to 8; 7 down to 4 and black 3. Red-3 bonus by count with two decks and with three decks, before the no-meld sign.</extracomment>
        <translation>カナスタのルール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="112"/>
        <source>How to play Canasta</source>
        <translation>カナスタの遊び方</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="124"/>
        <source>The aim</source>
        <translation>目的</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="137"/>
        <source>Players and the deal</source>
        <translation>プレイヤーとディール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="141"/>
        <source>Four or six players play in partnerships: partners never sit side by side and share their melds, red 3s and score. Two or three players each play for themselves. Two or three decks, jokers included, are shuffled together. Each player is dealt the number of cards below, one card is turned up to start the discard pile, and the rest is the stock. If the first upcard is a wild card or a red 3, another card is normally turned onto it.</source>
        <translation>4人または6人ではチーム戦です。パートナー同士は隣り合って座らず、メルド・赤3・得点を共有します。2人または3人では個人戦です。ジョーカーを含むトランプ2組または3組を混ぜてシャッフルします。各プレイヤーに下の表の枚数を配り、1枚をめくって捨て札の山を始め、残りを山札とします。最初にめくったカードがワイルドカードか赤3なら、通常はその上にもう1枚めくります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="153"/>
        <source>Table</source>
        <translation>人数・組数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="154"/>
        <source>Cards dealt</source>
        <translation>配る枚数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="164"/>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="404"/>
        <source>{players} players, {decks} decks</source>
        <translation>{players}人・{decks}組</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="174"/>
        <source>Your turn</source>
        <translation>あなたの手番</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="178"/>
        <source>&lt;b&gt;Draw&lt;/b&gt;: take two cards from the stock (one under some rules), or take the whole discard pile.</source>
        <translation>&lt;b&gt;引く&lt;/b&gt;：山札から2枚（ルールによっては1枚）引くか、捨て札の山を全部取ります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="183"/>
        <source>&lt;b&gt;Meld&lt;/b&gt;: put down new melds and add cards to your side&apos;s melds, as many as you like (or none).</source>
        <translation>&lt;b&gt;メルド&lt;/b&gt;：新しいメルドを出したり、自分のチームのメルドにレイオフしたりします。いくつでも出せます（出さなくてもかまいません）。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="187"/>
        <source>&lt;b&gt;Discard&lt;/b&gt; one card onto the pile. Then the player on your left plays.</source>
        <translation>&lt;b&gt;捨てる&lt;/b&gt;：捨て札の山にカードを1枚捨てます。次は左隣のプレイヤーの手番です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="191"/>
        <source>Melds and wild cards</source>
        <translation>メルドとワイルドカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="195"/>
        <source>A meld is made of cards of one rank from 4 to ace; suits do not matter and sequences are not melds. &lt;b&gt;Jokers and 2s are wild&lt;/b&gt;: they stand in for natural cards, but a meld must always hold at least two natural cards and at most three wild cards. Wild cards never form a meld on their own.</source>
        <translation>メルドは4からAまでの同じランクのカードで作ります。スートは関係なく、連続した数字（シークエンス）はメルドになりません。&lt;b&gt;ジョーカーと2はワイルドカード&lt;/b&gt;で、ナチュラルカードの代わりになりますが、メルドには常にナチュラルカードが2枚以上必要で、ワイルドカードは3枚までです。ワイルドカードだけでメルドは作れません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="205"/>
        <source>Your side may have only one meld of each rank; more cards of that rank are added to it. You may add to your partner&apos;s melds but never to an opponent&apos;s. Cards on the table stay there for the rest of the deal.</source>
        <translation>各チームは1つのランクにつきメルドを1つしか持てません。同じランクのカードはそのメルドにレイオフします。パートナーのメルドにはレイオフできますが、相手のメルドにはできません。出したメルドはそのディールの終わりまでテーブルに残ります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="212"/>
        <source>Canastas</source>
        <translation>カナスタ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="223"/>
        <source>The first meld</source>
        <translation>最初のメルド</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="227"/>
        <source>Until your side has melded, its first meld must be put down in one go, as one or more melds whose card values add up to at least a minimum. The minimum depends on your side&apos;s total score at the start of the deal. Bonuses for canastas and red 3s do not count towards it.</source>
        <translation>チームがまだメルドしていないうちは、最初のメルドを1回でまとめて出さなければなりません。1つ以上のメルドで、カードの点数の合計が必要点以上である必要があります。必要点はディール開始時のチームの合計得点で決まります。カナスタと赤3のボーナスは数えません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="237"/>
        <source>Your score</source>
        <translation>チームの得点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="237"/>
        <source>Minimum</source>
        <translation>必要点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="238"/>
        <source>below 0</source>
        <translation>0点未満</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="239"/>
        <source>0 to 1,495</source>
        <translation>0～1,495点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="240"/>
        <source>1,500 to 2,995</source>
        <translation>1,500～2,995点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="241"/>
        <source>3,000 or more</source>
        <translation>3,000点以上</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="244"/>
        <source>7,500 or more (only in a game to 10,000)</source>
        <translation>7,500点以上（10,000点のゲームのみ）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="251"/>
        <source>Card values, used for the minimum and for scoring:</source>
        <translation>カードの点数（必要点と得点計算に使います）：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="255"/>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="255"/>
        <source>Value</source>
        <translation>点数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="256"/>
        <source>Joker</source>
        <translation>ジョーカー</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="257"/>
        <source>2, ace</source>
        <translation>2、A</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="258"/>
        <source>King down to 8</source>
        <translation>K～8</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="259"/>
        <source>7 down to 4, black 3</source>
        <translation>7～4、黒3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="260"/>
        <source>Red 3</source>
        <translation>赤3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="260"/>
        <source>bonus only (see below)</source>
        <translation>ボーナスのみ（下記参照）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="265"/>
        <source>The discard pile</source>
        <translation>捨て札の山</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="269"/>
        <source>To take the pile you must use its top card at once: meld it with two natural cards of its rank from your hand, or with one natural card and one wild card, or add it to one of your side&apos;s melds of that rank. Then the rest of the pile goes into your hand.</source>
        <translation>捨て札の山を取るには、一番上のカードをすぐに使わなければなりません。手札の同じランクのナチュラルカード2枚、またはナチュラルカード1枚とワイルドカード1枚とでメルドするか、自分のチームの同じランクのメルドにレイオフします。そのあと残りの捨て札を手札に加えます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="279"/>
        <source>The pile is &lt;b&gt;frozen&lt;/b&gt; while it contains a wild card or a red 3 (the freezing card lies sideways), and it is always frozen for a side that has not melded yet. A frozen pile can be taken only with two natural cards of the top card&apos;s rank from your hand. Taking the pile unfreezes it.</source>
        <translation>捨て札の山にワイルドカードか赤3が含まれている間は&lt;b&gt;フローズン&lt;/b&gt;です（フローズンにしたカードは横向きに置かれます）。まだメルドしていないチームにとっては常にフローズンです。フローズンの山は、一番上のカードと同じランクのナチュラルカード2枚を手札から出さないと取れません。山を取るとフローズンは解除されます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="289"/>
        <source>The pile is &lt;b&gt;blocked&lt;/b&gt; while its top card is a black 3 or a wild card: nobody may take it until another card covers it.</source>
        <translation>一番上のカードが黒3かワイルドカードの間、捨て札の山は&lt;b&gt;ブロック&lt;/b&gt;されます。ほかのカードがその上に捨てられるまで誰も取れません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="297"/>
        <source>If your side has not melded yet, the meld with the top card (plus any melds from your hand) must reach your minimum before the rest of the pile is yours; the other pile cards do not count towards it.</source>
        <translation>チームがまだメルドしていない場合、一番上のカードを使ったメルド（と手札からのメルド）が必要点に達して初めて残りの捨て札を手にできます。ほかの捨て札は必要点に数えません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="304"/>
        <source>Red and black 3s</source>
        <translation>赤3と黒3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="319"/>
        <source>&lt;b&gt;Black 3s&lt;/b&gt; cannot be melded, except as a meld of three or more black 3s without wild cards in the turn you go out. Discarding one blocks the next player.</source>
        <translation>&lt;b&gt;黒3&lt;/b&gt;はメルドできません。ただし、上がる手番に限り、ワイルドカードを含まない黒3の3枚以上のメルドは出せます。黒3を捨てると次のプレイヤーは捨て札の山を取れません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="326"/>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="377"/>
        <source>Going out</source>
        <translation>上がり</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="330"/>
        <source>You go out by getting rid of your last card, by melding it or by discarding it; this ends the deal. Your side needs at least one canasta first (two at some tables, see above). Going out earns 100, or 200 if you go out &lt;b&gt;concealed&lt;/b&gt;: all in one turn, without having melded anything earlier in the deal.</source>
        <translation>最後のカードをメルドするか捨てて手札をなくすと上がりで、ディールが終了します。その前にチームにカナスタが1つ以上必要です（2つ必要なテーブルもあります。上記参照）。上がりは100点、&lt;b&gt;コンシールド&lt;/b&gt;で上がると200点です。コンシールドとは、そのディールでそれまで何もメルドせず、1回の手番ですべて出して上がることです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="341"/>
        <source>In a partnership you may ask “Partner, may I go out?” after drawing and before melding, when you are able to go out. The answer binds: after “yes” you must go out this turn, after “no” you may not. Normally you may ask once per deal.</source>
        <translation>チーム戦では、上がれる状態のとき、引いたあとメルドする前に「パートナー、上がってもいいですか？」と聞けます。答えには従わなければなりません。「はい」ならその手番で必ず上がり、「いいえ」ならその手番では上がれません。通常は1ディールに1回だけ聞けます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="359"/>
        <source>Scoring a deal</source>
        <translation>ディールの得点計算</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="363"/>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="363"/>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="364"/>
        <source>Cards in your side&apos;s melds</source>
        <translation>チームのメルドのカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="364"/>
        <source>plus their values</source>
        <translation>カードの点数をプラス</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="365"/>
        <source>Each natural canasta</source>
        <translation>ナチュラルカナスタ1つにつき</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="366"/>
        <source>Each mixed canasta</source>
        <translation>ミックスドカナスタ1つにつき</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="369"/>
        <source>Red 3s</source>
        <translation>赤3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="128"/>
        <source>Canasta is a rummy game. You score by laying down &lt;b&gt;melds&lt;/b&gt;, sets of three or more cards of the same rank, and above all &lt;b&gt;canastas&lt;/b&gt;, melds of seven or more cards. A game lasts several deals; it ends when a side reaches the target score ({target} unless the table says otherwise), and the side with the highest total wins.</source>
        <translation>カナスタはラミー系のゲームです。同じランクのカード3枚以上の組である&lt;b&gt;メルド&lt;/b&gt;、そして何よりも7枚以上のメルドである&lt;b&gt;カナスタ&lt;/b&gt;を出して得点します。ゲームは複数のディールで行い、どこかのチームが目標点（テーブルで別に決めていなければ{target}点）に達すると終了し、合計得点が最も高いチームの勝ちです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="155"/>
        <source>Canastas needed to go out (by default)</source>
        <translation>上がりに必要なカナスタ（既定）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="216"/>
        <source>A meld of seven or more cards is a canasta. A &lt;b&gt;natural&lt;/b&gt; canasta, without wild cards, earns a bonus of {natural}; a &lt;b&gt;mixed&lt;/b&gt; canasta, with wild cards, earns {mixed}. A canasta can keep growing.</source>
        <translation>7枚以上のメルドがカナスタです。ワイルドカードを含まない&lt;b&gt;ナチュラル&lt;/b&gt;カナスタは{natural}点、ワイルドカードを含む&lt;b&gt;ミックスド&lt;/b&gt;カナスタは{mixed}点のボーナスになります。カナスタにもさらにレイオフできます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="308"/>
        <source>&lt;b&gt;Red 3s&lt;/b&gt; are bonus cards. Whenever you get one it is laid face up in front of your side and, unless it came from the pile, replaced from the stock. With two decks each is worth {one} and all four together {four}. With three decks four are worth {four_3}, five {five_3} and six {six_3}. Red 3s count against your side if it has no meld when the deal ends.</source>
        <translation>&lt;b&gt;赤3&lt;/b&gt;はボーナスカードです。赤3を手にしたら、そのたびに自分のチームの前に表向きに置き、捨て札の山から取ったものでなければ山札から1枚補充します。2組では1枚{one}点、4枚そろうと{four}点です。3組では4枚で{four_3}点、5枚で{five_3}点、6枚で{six_3}点です。ディール終了時にチームがメルドしていなければ、赤3の点数はマイナスになります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="350"/>
        <source>If the stock runs out, play normally goes on as long as players take the discard pile (you must take it when its top card fits one of your side&apos;s melds and the pile is not frozen for you). When a player does not take it, the deal ends. Normally, if you draw a red 3 and the stock has no card left to replace it, the deal ends at once.</source>
        <translation>山札がなくなっても、通常はプレイヤーが捨て札の山を取る限りプレイが続きます（一番上のカードを自分のチームのメルドにレイオフでき、捨て札の山が自分にとってフローズンでなければ、取らなければなりません）。捨て札の山を取らなかったプレイヤーがいれば、ディールは終了します。通常、赤3を引いたときに補充するカードが山札に残っていなければ、その時点でディールが終了します。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="371"/>
        <source>+{one} each; with two decks {four} for all four, with three decks {five_3} for five and {six_3} for six; minus if your side has no meld</source>
        <translation>1枚につき+{one}点。2組では4枚そろうと{four}点、3組では5枚で{five_3}点、6枚で{six_3}点。チームがメルドしていなければマイナス</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="377"/>
        <source>+100, or +200 concealed</source>
        <translation>+100、コンシールドなら+200</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="380"/>
        <source>Cards left in the hands of your side</source>
        <translation>チームの手札に残ったカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="381"/>
        <source>minus their values</source>
        <translation>カードの点数をマイナス</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="390"/>
        <source>Deal scores, which may be negative, are added to each side&apos;s total. When a side reaches the target after a deal, the game ends and the highest total wins; equal highest totals are a draw.</source>
        <translation>ディールの得点（マイナスもあります）を各チームの合計に加えます。ディール終了時にどこかのチームが目標点に達していればゲーム終了で、合計得点が最も高いチームの勝ちです。最高点が同じなら引き分けです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="399"/>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="399"/>
        <source>At this table</source>
        <translation>このテーブル</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="403"/>
        <source>Players and decks</source>
        <translation>人数と組数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="429"/>
        <source>Rules at this table</source>
        <translation>このテーブルのルール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="432"/>
        <source>How to play with the mouse and keyboard</source>
        <translation>マウスとキーボードでの操作</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="434"/>
        <source>&lt;b&gt;Draw&lt;/b&gt;: drag a card from the stock to your hand, or click the stock.</source>
        <translation>&lt;b&gt;引く&lt;/b&gt;：山札から手札へカードをドラッグするか、山札をクリックします。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="436"/>
        <source>&lt;b&gt;Take the pile&lt;/b&gt;: drag its top card onto your cards or onto one of your side&apos;s melds, or use the &lt;i&gt;Take pile&lt;/i&gt; button.</source>
        <translation>&lt;b&gt;捨て札の山を取る&lt;/b&gt;：一番上のカードを手札か自分のチームのメルドへドラッグするか、&lt;i&gt;捨て札を取る&lt;/i&gt;ボタンを使います。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="440"/>
        <source>&lt;b&gt;Select cards&lt;/b&gt; with a click, Shift+click or by dragging a rubber band around them, then drag them to the meld area (a new meld) or onto a meld.</source>
        <translation>クリック、Shift+クリック、またはドラッグで囲んで&lt;b&gt;カードを選び&lt;/b&gt;、メルド置き場（新しいメルド）かメルドの上へドラッグします。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="444"/>
        <source>An opening or a pile take is &lt;b&gt;staged&lt;/b&gt; first, so you can see it as a plan; then confirm it or cancel it as a whole.</source>
        <translation>最初のメルドや捨て札の山を取る操作は、まず&lt;b&gt;仮置き&lt;/b&gt;され、置いた形を見て確かめられます。そのあとまとめて確定するか取り消します。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="447"/>
        <source>&lt;b&gt;Discard&lt;/b&gt;: drag a card onto the pile, or double-click it.</source>
        <translation>&lt;b&gt;捨てる&lt;/b&gt;：カードを捨て札の山へドラッグするか、ダブルクリックします。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="452"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="452"/>
        <source>move between the controls</source>
        <translation>コントロール間を移動</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="453"/>
        <source>Left, Right arrows</source>
        <translation>Left, Right（矢印キー）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="453"/>
        <source>move between cards</source>
        <translation>カード間を移動</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="454"/>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="454"/>
        <source>select or unselect the card</source>
        <translation>カードを選択／選択解除</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="455"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="455"/>
        <source>play the selected cards</source>
        <translation>選んだカードを出す</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="456"/>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="456"/>
        <source>discard</source>
        <translation>捨てる</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="457"/>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="457"/>
        <source>draw from the stock</source>
        <translation>山札から引く</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="458"/>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="458"/>
        <source>take the pile</source>
        <translation>捨て札の山を取る</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="459"/>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="459"/>
        <source>confirm the plan</source>
        <translation>仮置きを確定</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="460"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="460"/>
        <source>cancel the plan</source>
        <translation>仮置きを取り消す</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="461"/>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="461"/>
        <source>take back your last meld or lay-off of this turn</source>
        <translation>このターンの最後のメルドやレイオフを元に戻す</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="462"/>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="462"/>
        <source>make it again</source>
        <translation>元に戻したものをやり直す</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="464"/>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="464"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="400"/>
        <source>Score sheet</source>
        <translation>得点表</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="402"/>
        <source>No deal has been scored yet.</source>
        <translation>まだ得点の出たディールはありません。</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="78"/>
        <source>Side {letter}</source>
        <extracomment>A side&apos;s name: one string, or its players&apos; names.</extracomment>
        <translation>チーム{letter}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="151"/>
        <source>{deal} → {total}</source>
        <extracomment>The deal&apos;s score of that side, as an int. The side&apos;s cumulative total after that deal, as an int.</extracomment>
        <translation>{deal} → {total}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="153"/>
        <source>This deal: {deal}; total: {total}</source>
        <translation>このディール：{deal}、合計：{total}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="170"/>
        <source>Deal {n}</source>
        <translation>第{n}ディール</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../canasta_gui/app/session.py" line="427"/>
        <source>Player {n}</source>
        <translation>プレイヤー{n}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="428"/>
        <source>{level} {n}</source>
        <translation>{level} {n}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="153"/>
        <location filename="../canasta_gui/app/session.py" line="227"/>
        <source>It is not your turn.</source>
        <translation>あなたの手番ではありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="209"/>
        <source>Nothing to undo: drawing, taking the pile, asking your partner and discarding cannot be undone.</source>
        <translation>元に戻せる操作はありません。山札から引く、捨て札の山を取る、パートナーに聞く、捨てるの各操作は元に戻せません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="221"/>
        <source>Nothing to redo.</source>
        <translation>やり直せる操作はありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="371"/>
        <source>The computer player {name} failed: {text}</source>
        <translation>コンピューター「{name}」でエラーが発生しました：{text}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="397"/>
        <source>The game could not be saved: {reason}</source>
        <translation>ゲームを保存できませんでした：{reason}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/game_log.py" line="109"/>
        <source>draws from the stock</source>
        <translation>山札から引く</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/game_log.py" line="111"/>
        <source>takes the pile</source>
        <translation>捨て札の山を取る</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/game_log.py" line="113"/>
        <source>takes the pile and melds {ranks}</source>
        <translation>捨て札の山を取り、{ranks}をメルド</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/game_log.py" line="119"/>
        <source>melds {ranks} and lays off on the {layoffs}</source>
        <translation>{ranks}をメルドし、{layoffs}のメルドにレイオフ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/game_log.py" line="123"/>
        <source>lays off on the {ranks}</source>
        <translation>{ranks}のメルドにレイオフ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/game_log.py" line="126"/>
        <source>melds {ranks}</source>
        <translation>{ranks}をメルド</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/game_log.py" line="128"/>
        <source>discards {card}</source>
        <translation>{card}を捨てる</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/game_log.py" line="132"/>
        <source>asks partner: may I go out?</source>
        <translation>パートナーに「上がってもいい？」と聞く</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/game_log.py" line="135"/>
        <source>answers yes</source>
        <translation>「はい」と答える</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/game_log.py" line="137"/>
        <source>answers no</source>
        <translation>「いいえ」と答える</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/game_log.py" line="140"/>
        <source>leaves the pile, which ends the deal</source>
        <translation>捨て札の山を取らず、ディール終了</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/game_log.py" line="142"/>
        <source>ends the turn</source>
        <translation>手番を終える</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/game_log.py" line="143"/>
        <source>— Deal {number} —</source>
        <translation>— 第{number}ディール —</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/game_log.py" line="152"/>
        <source>wild cards</source>
        <translation>ワイルドカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/game_log.py" line="154"/>
        <source>{rank}s</source>
        <translation>{rank}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="26"/>
        <source>Slow</source>
        <extracomment>Animation speeds, slowest first: (settings value, label).</extracomment>
        <translation>遅い</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="27"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="28"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="29"/>
        <source>Instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="34"/>
        <source>Blue</source>
        <extracomment>Card back colours: (settings value, label).</extracomment>
        <translation>青</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="35"/>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="36"/>
        <source>Green</source>
        <translation>緑</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="95"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="96"/>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="97"/>
        <source>Animation &amp;speed:</source>
        <translation>アニメーション速度(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="98"/>
        <source>Card &amp;back:</source>
        <translation>カードの裏面(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="99"/>
        <source>&amp;Four-colour deck</source>
        <translation>4色デッキ(&amp;F)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="101"/>
        <source>Each suit in its own colour, so the four suits differ at a glance</source>
        <translation>スートごとに色を変え、4つのスートをひと目で見分けられるようにします</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="45"/>
        <source>Canasta</source>
        <translation>カナスタ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="46"/>
        <source>A card table for the Canasta family</source>
        <translation>カナスタ系ゲームのカードテーブル</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="47"/>
        <source>&amp;New game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="48"/>
        <source>&amp;Continue</source>
        <translation>続きから(&amp;C)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="49"/>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="50"/>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="51"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="149"/>
        <source>Drag cards here to meld</source>
        <translation>ここにカードをドラッグしてメルド</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="156"/>
        <source>{name} (thinking…)</source>
        <translation>{name}（考え中…）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="167"/>
        <source>Blocked by a black 3</source>
        <translation>黒3でブロック</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="168"/>
        <source>Blocked by a wild card</source>
        <translation>ワイルドカードでブロック</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="169"/>
        <source>Blocked by a red 3</source>
        <translation>赤3でブロック</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="170"/>
        <source>Frozen by a wild card</source>
        <translation>ワイルドカードでフローズン</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="171"/>
        <source>Frozen by a red 3</source>
        <translation>赤3でフローズン</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="172"/>
        <source>Frozen by a black 3</source>
        <translation>黒3でフローズン</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="173"/>
        <source>Frozen until your side opens</source>
        <translation>最初のメルドまでフローズン</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="176"/>
        <source>Closed until your side opens</source>
        <translation>最初のメルドまで取れない</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="181"/>
        <source>Blocked</source>
        <translation>ブロック</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="183"/>
        <source>Frozen</source>
        <translation>フローズン</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="218"/>
        <source>Opening: {count} of {minimum}</source>
        <translation>最初のメルド：{count}／{minimum}点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="224"/>
        <source>ready: confirm with Ctrl+Enter or cancel with Esc</source>
        <translation>準備完了：Ctrl+Enterで確定、Escで取消</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="313"/>
        <source>Discard one card at a time.</source>
        <translation>捨てるカードは1枚ずつです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="390"/>
        <source>The pile cannot be taken now.</source>
        <translation>今は捨て札の山を取れません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="505"/>
        <source>Select the cards to meld first.</source>
        <translation>先にメルドするカードを選んでください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="525"/>
        <source>Select the card to discard.</source>
        <translation>捨てるカードを選んでください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="528"/>
        <source>Select the one card to discard.</source>
        <translation>捨てるカードを1枚選んでください。</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="190"/>
        <source>Draw (&amp;S)</source>
        <translation>引く(&amp;S)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="191"/>
        <source>Take &amp;pile (P)</source>
        <translation>捨て札を取る(&amp;P)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="192"/>
        <source>&amp;Meld (Enter)</source>
        <translation>メルド(&amp;M) (Enter)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="193"/>
        <source>&amp;Lay off on</source>
        <translation>レイオフ(&amp;L)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="194"/>
        <source>&amp;Discard (D)</source>
        <translation>捨てる(&amp;D)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="195"/>
        <source>&amp;Confirm (Ctrl+Enter)</source>
        <translation>確定(&amp;C) (Ctrl+Enter)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="196"/>
        <source>Ca&amp;ncel (Esc)</source>
        <translation>取消(&amp;N) (Esc)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="197"/>
        <source>&amp;Ask partner (A)</source>
        <translation>上がり確認(&amp;A)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="198"/>
        <source>Leave the pile</source>
        <translation>捨て札を取らない</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="199"/>
        <source>End turn</source>
        <translation>手番終了</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="200"/>
        <source>Sort (&amp;R)</source>
        <translation>並べ替え(&amp;R)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="205"/>
        <source>The stock is empty: leaving the pile ends the deal</source>
        <translation>山札がありません。捨て札を取らないとディール終了です</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="207"/>
        <source>What happened</source>
        <translation>これまでの流れ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="285"/>
        <source>Information</source>
        <translation>情報</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="285"/>
        <source>Not possible</source>
        <translation>できません</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="300"/>
        <source>The deal is over</source>
        <translation>ディール終了</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="302"/>
        <source>{name} is thinking…</source>
        <translation>{name}が考え中…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="304"/>
        <source>{name} to play</source>
        <translation>{name}の番</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="311"/>
        <source>opened</source>
        <translation>メルド済み</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="313"/>
        <source>needs {n} to open</source>
        <translation>最初のメルドに{n}点必要</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="317"/>
        <source>Score: {score}</source>
        <translation>得点：{score}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="372"/>
        <source>Undo (Ctrl+&amp;Z)</source>
        <translation>元に戻す (Ctrl+&amp;Z)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="373"/>
        <source>Redo (Ctrl+&amp;Y)</source>
        <translation>やり直す (Ctrl+&amp;Y)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="375"/>
        <source>Take back your last meld, lay-off or staged card this turn</source>
        <translation>この手番の最後のメルド、レイオフ、仮置きしたカードを取り消します</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="377"/>
        <source>Make the last undone step again (Ctrl+Shift+Z)</source>
        <translation>最後に元に戻した操作をもう一度行います (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="395"/>
        <source>By &amp;rank (R)</source>
        <translation>ランク順(&amp;R)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="395"/>
        <source>By suit (&amp;R)</source>
        <translation>スート順(&amp;R)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="397"/>
        <source>Sort the hand by rank or by suit</source>
        <translation>手札をランク順またはスート順に並べ替えます</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="402"/>
        <source>{rank}s</source>
        <translation>{rank}のメルド</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../canasta_gui/app/widgets/table_view.py" line="30"/>
        <source>Card table</source>
        <translation>カードテーブル</translation>
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
        <translation>パートナーに「上がってもいい？」と聞く</translation>
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
        <location filename="../canasta_gui/ai/levels.py" line="37"/>
        <source>no measurable edge over Medium at this table</source>
        <extracomment>Shown instead where the margin&apos;s 95% interval reaches zero at that table.</extracomment>
        <translation>この人数では中級との差は測定できず</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="38"/>
        <source>no measurable edge over Hard at this table</source>
        <translation>この人数では上級との差は測定できず</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="13"/>
        <source>Cassino is played by 2, 3 or 4 players, not {players}.</source>
        <translation>カシノは2人、3人または4人で遊びます。{players}人では遊べません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="16"/>
        <source>The {card} is listed twice.</source>
        <translation>{card}が2回指定されています。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="17"/>
        <source>The {card} is not a loose card on the table.</source>
        <translation>{card}は場にある単独の場札ではありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="18"/>
        <source>The {card} is locked in a build: it can never be taken or used on its own.</source>
        <translation>{card}は付け札に組み込まれています。単独で取ったり使ったりすることはできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="21"/>
        <source>There is no build of {value} on the table.</source>
        <translation>場に{value}の付け札はありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="22"/>
        <source>A capture must take at least one card or build.</source>
        <translation>取るときは、少なくとも1枚の場札か1つの付け札を取らなければなりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="25"/>
        <source>A {rank} captures only loose {rank}s.</source>
        <translation>{rank}で取れるのは単独の{rank}だけです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="26"/>
        <source>A {rank} takes every loose {rank} on the table, never fewer.</source>
        <translation>{rank}は場にある単独の{rank}をすべて取ります。一部だけは取れません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="29"/>
        <source>A {rank} takes only one loose {rank} under these rules.</source>
        <translation>このルールでは、{rank}で取れる単独の{rank}は1枚だけです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="32"/>
        <source>Face cards have no number: they never take part in sums or builds.</source>
        <translation>絵札は数字になりません。合計にも付け札にも使えません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="35"/>
        <source>A build of {value} can be captured only with a card worth {value}.</source>
        <translation>{value}の付け札は、{value}のカードでしか取れません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="38"/>
        <source>A build is captured on its own: not together with loose cards or another build.</source>
        <translation>付け札は単独で取ります。ほかの場札や別の付け札と一緒には取れません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="42"/>
        <source>These cards cannot be split into groups worth {value} each.</source>
        <translation>これらのカードは、それぞれ{value}になる組に分けられません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="45"/>
        <source>A build is made by playing a card onto a loose card on the table.</source>
        <translation>付け札は、場にある単独の場札に手札を1枚出して作ります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="48"/>
        <source>Under these rules a build takes exactly one loose card, the one you build on.</source>
        <translation>このルールでは、付け札に使える場札はちょうど1枚、付ける先のカードだけです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="51"/>
        <source>These cards do not make a build of {value}.</source>
        <translation>これらのカードでは{value}の付け札になりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="52"/>
        <source>A build is worth at most 10.</source>
        <translation>付け札は最大10までです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="53"/>
        <source>Face cards can never be part of a build.</source>
        <translation>絵札は付け札に使えません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="54"/>
        <source>Two cards of the same rank make a build of that rank, never of their sum, under these rules.</source>
        <translation>このルールでは、同じランクの2枚はそのランクの付け札になり、合計の付け札にはなりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="59"/>
        <source>There is already a build of {value} on the table: a second one is not allowed.</source>
        <translation>場にはすでに{value}の付け札があります。2つ目は作れません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="62"/>
        <source>To build {value} you must keep a card worth {value} in your hand to capture it.</source>
        <translation>{value}の付け札を作るには、それを取るための{value}のカードを手札に残しておく必要があります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="65"/>
        <source>Builds cannot be increased under these rules.</source>
        <translation>このルールでは、付け札の値を上げることはできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="68"/>
        <source>The build of {value} is a multiple build: its value can never change.</source>
        <translation>{value}の付け札は複合の付け札です。値を変えることはできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="71"/>
        <source>You own the build of {value}: you must keep a card worth {value} until it is captured.</source>
        <translation>{value}の付け札はあなたのものです。取るまで{value}のカードを手札に残しておく必要があります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="75"/>
        <source>You own a build: capture, build or add to a build instead of trailing.</source>
        <translation>あなたの付け札があります。場札として置くのではなく、取るか、付け札を作るか、付け札に加えてください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="78"/>
        <source>You may trail only when no capture or build is possible.</source>
        <translation>カードを場札として置けるのは、取ることも付け札を作ることもできないときだけです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="81"/>
        <source>The {card} can capture, so it may not be trailed under these rules.</source>
        <translation>このルールでは、{card}は取れるので場札として置けません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="87"/>
        <source>{where} is not a valid build: {reason}</source>
        <translation>{where}は有効な付け札ではありません：{reason}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="88"/>
        <source>There are two builds of {value} on the table.</source>
        <translation>場に{value}の付け札が2つあります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="91"/>
        <source>Player {player} owns the build of {value} but holds no card worth {value}.</source>
        <translation>プレイヤー{player}は{value}の付け札を持っていますが、{value}のカードを持っていません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="94"/>
        <source>The position does not fit the phase {phase}: {details}.</source>
        <translation>局面がフェーズ{phase}に合いません：{details}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="60"/>
        <source>That is not possible now: {expected}.</source>
        <translation>今はできません：{expected}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="61"/>
        <source>Draw first: your turn starts with the stock or the discard pile.</source>
        <translation>先に引いてください。手番は山札から引くか、捨て札の山を取ることから始まります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="64"/>
        <source>It is not this player&apos;s turn.</source>
        <translation>このプレイヤーの手番ではありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="65"/>
        <source>The game is over.</source>
        <translation>ゲームは終了しています。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="66"/>
        <source>Unknown action.</source>
        <translation>不明な操作です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="67"/>
        <source>The card {card} is not in the hand.</source>
        <translation>{card}は手札にありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="68"/>
        <source>The stock is empty.</source>
        <translation>山札がありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="69"/>
        <source>The discard pile is empty.</source>
        <translation>捨て札の山がありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="70"/>
        <source>The pile is blocked: its top card {card} cannot be taken.</source>
        <translation>捨て札の山はブロックされています。一番上の{card}は取れません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="73"/>
        <source>With one card in hand you cannot take a pile of one card.</source>
        <translation>手札が1枚のときは、1枚だけの捨て札の山は取れません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="76"/>
        <source>Your side must meld before it may take the discard pile.</source>
        <translation>捨て札の山を取るには、先にチームがメルドしなければなりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="79"/>
        <source>The pile is frozen: you need two natural {rank}s from your hand.</source>
        <translation>捨て札の山はフローズンです。手札に{rank}のナチュラルカードが2枚必要です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="82"/>
        <source>To take the pile, meld its top card with two natural {rank}s, or with one natural and one wild card, or lay it off on your meld of {rank}s.</source>
        <translation>捨て札の山を取るには、一番上のカードを{rank}のナチュラルカード2枚か、ナチュラルカード1枚とワイルドカード1枚でメルドするか、{rank}のメルドにレイオフしてください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="87"/>
        <source>Your side has no meld of {rank}s to lay the top card on.</source>
        <translation>一番上のカードをレイオフできる{rank}のメルドがチームにありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="90"/>
        <source>The stock is empty and the top card fits your meld: you must take the pile.</source>
        <translation>山札がなく、一番上のカードをあなたのメルドにレイオフできます。捨て札の山を取らなければなりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="93"/>
        <source>A meld needs at least three cards.</source>
        <translation>メルドには3枚以上のカードが必要です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="94"/>
        <source>A meld holds natural cards of one rank only.</source>
        <translation>メルドのナチュラルカードは1つのランクだけです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="95"/>
        <source>Wild cards alone never form a meld.</source>
        <translation>ワイルドカードだけではメルドになりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="96"/>
        <source>A meld needs at least two natural cards.</source>
        <translation>メルドにはナチュラルカードが2枚以上必要です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="97"/>
        <source>Too many wild cards: a meld may hold at most {limit}.</source>
        <translation>ワイルドカードが多すぎます。メルドに入れられるのは{limit}枚までです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="100"/>
        <source>Wild cards may not outnumber the natural cards in a meld.</source>
        <translation>メルドのワイルドカードをナチュラルカードより多くすることはできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="103"/>
        <source>A meld needs at least two natural cards for each wild card.</source>
        <translation>メルドにはワイルドカード1枚につきナチュラルカードが2枚以上必要です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="106"/>
        <source>Red threes are never melded.</source>
        <translation>赤3はメルドできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="107"/>
        <source>Threes cannot be melded here.</source>
        <translation>ここでは3はメルドできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="108"/>
        <source>Black threes may be melded only when you go out.</source>
        <translation>黒3をメルドできるのは上がるときだけです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="111"/>
        <source>A meld of black threes may not contain wild cards.</source>
        <translation>黒3のメルドにワイルドカードは入れられません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="114"/>
        <source>Your side already has a meld of {rank}s: lay the cards off on it.</source>
        <translation>チームにはすでに{rank}のメルドがあります。そこにレイオフしてください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="117"/>
        <source>Two new melds of {rank}s: put them together in one meld.</source>
        <translation>{rank}の新しいメルドが2つあります。1つのメルドにまとめてください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="120"/>
        <source>Your side has no meld of {rank}s.</source>
        <translation>チームに{rank}のメルドがありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="121"/>
        <source>Only {rank}s and wild cards can be added to that meld.</source>
        <translation>そのメルドにレイオフできるのは{rank}とワイルドカードだけです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="124"/>
        <source>Black threes can never be laid off.</source>
        <translation>黒3はレイオフできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="125"/>
        <source>Wild cards may not be added to a natural canasta under these rules.</source>
        <translation>このルールでは、ナチュラルカナスタにワイルドカードはレイオフできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="128"/>
        <source>Your side has not opened: nothing can be laid off yet.</source>
        <translation>チームがまだ最初のメルドをしていないので、レイオフはできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="132"/>
        <source>A meld may hold at most {limit} cards.</source>
        <translation>メルドは最大{limit}枚までです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="133"/>
        <source>That meld is a complete book: no card can be added to it.</source>
        <translation>そのメルドは完成したパイルです。もうレイオフできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="136"/>
        <source>A wild meld holds wild cards only: no natural card can join it.</source>
        <translation>ワイルドのメルドはワイルドカードだけです。ナチュラルカードは入れられません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="139"/>
        <source>To take the pile you need two natural {rank}s from your hand.</source>
        <translation>捨て札の山を取るには、手札に{rank}のナチュラルカードが2枚必要です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="142"/>
        <source>To take a wild top card you need two wild cards from your hand.</source>
        <translation>一番上のワイルドカードを取るには、手札にワイルドカードが2枚必要です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="145"/>
        <source>Nothing to meld.</source>
        <translation>メルドするカードがありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="146"/>
        <source>The first meld must count at least {minimum}; this one counts {count}.</source>
        <translation>最初のメルドは{minimum}点以上必要です。このメルドは{count}点です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="149"/>
        <source>You may not go out yet: your side needs {needed} canasta(s) and has {have}.</source>
        <translation>まだ上がれません。チームにはカナスタが{needed}つ必要ですが、{have}つしかありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="153"/>
        <source>That would leave one card, and you may not go out by discarding it: keep at least two cards.</source>
        <translation>手札が1枚残りますが、それを捨てて上がることはできません。2枚以上残してください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="158"/>
        <source>Your partner said no: you may not go out this turn.</source>
        <translation>パートナーが「いいえ」と答えました。この手番では上がれません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="161"/>
        <source>Your partner said yes: you must go out this turn, and this would prevent it.</source>
        <translation>パートナーが「はい」と答えました。この手番で上がらなければならず、この操作では上がれなくなります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="164"/>
        <source>Asking permission is only for partnership games.</source>
        <translation>上がりの確認はチーム戦でだけ行えます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="167"/>
        <source>Ask your partner before you meld anything else this turn.</source>
        <translation>この手番でほかにメルドする前にパートナーに聞いてください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="170"/>
        <source>You have already asked your partner.</source>
        <translation>パートナーにはすでに聞きました。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="171"/>
        <source>You can only ask when you are able to go out.</source>
        <translation>聞けるのは上がれる状態のときだけです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="172"/>
        <source>You are already bound to go out this turn: there is nothing to ask.</source>
        <translation>この手番で上がることはすでに決まっています。聞く必要はありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="175"/>
        <source>With one card left you go out by discarding it: there is nothing to ask.</source>
        <translation>残り1枚なら捨てて上がります。聞く必要はありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="178"/>
        <source>Seat {seat} is not your partner.</source>
        <translation>席{seat}はあなたのパートナーではありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="179"/>
        <source>Red threes are never discarded.</source>
        <translation>赤3は捨てられません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="180"/>
        <source>The stock ran out on a red three: meld if you like, then end the deal.</source>
        <translation>山札の最後が赤3でした。必要ならメルドしてから、ディールを終了してください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="183"/>
        <source>The deal cannot end here: you must take the pile.</source>
        <translation>ここではディールを終了できません。捨て札の山を取らなければなりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="186"/>
        <source>{players} players with {decks} decks is not a Canasta configuration.</source>
        <translation>{players}人・{decks}組はカナスタの構成ではありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="189"/>
        <location filename="../canasta_gui/engine/save_checks.py" line="95"/>
        <source>Unknown option or value: {option}={value}.</source>
        <translation>不明なオプションまたは値です：{option}={value}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="190"/>
        <source>Unknown rule preset: {name}.</source>
        <translation>不明なルールプリセットです：{name}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="14"/>
        <source>Hand and Foot is played by 4 players with 5 decks, not {players} with {decks}.</source>
        <translation>ハンドアンドフットは4人・5組で遊びます。{players}人・{decks}組では遊べません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="17"/>
        <source>To go out your side needs 2 clean, 2 dirty and 1 wild book; it would have {clean} clean, {dirty} dirty and {wild} wild.</source>
        <translation>上がるには、チームにクリーンパイル2つ、ダーティーパイル2つ、ワイルドパイル1つが必要です。この操作後はクリーン{clean}、ダーティー{dirty}、ワイルド{wild}です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="22"/>
        <source>You may not go out before your partner has played from their foot.</source>
        <translation>パートナーが足札からプレイするまでは上がれません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="25"/>
        <source>Ask your partner first: you may go out only after a yes this turn.</source>
        <translation>先にパートナーに聞いてください。この手番で「はい」をもらった後でなければ上がれません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="28"/>
        <source>Under these rules you go out by melding your last card, not by discarding it.</source>
        <translation>このルールでは、最後のカードは捨てるのではなく、メルドして上がります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="31"/>
        <source>Your turn ends with a discard.</source>
        <translation>手番はカードを捨てて終わります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="32"/>
        <source>You can only ask when you are able to go out from your foot this turn.</source>
        <translation>聞けるのは、この手番で足札から上がれるときだけです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="35"/>
        <source>Ask your partner after you have drawn or taken the pile.</source>
        <translation>パートナーには、引くか捨て札の山を取った後で聞いてください。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="41"/>
        <source>{where} does not fit a Hand and Foot game: {detail}.</source>
        <translation>{where}はハンドアンドフットのゲームに合いません：{detail}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="55"/>
        <source>The file {path} cannot be read: {detail}.</source>
        <extracomment>Deal numbers and the score sheet stop here (the deal-limit option stops at the same number). Scores and every part of a deal score stay within plus or minus this.</extracomment>
        <translation>ファイル{path}を読み込めません：{detail}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="56"/>
        <source>{path} is not an ordinary file: a folder, a pipe or a device cannot be a save.</source>
        <translation>{path}は通常のファイルではありません。フォルダー、パイプ、デバイスはセーブデータにできません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="59"/>
        <source>The file is too large: {size} bytes, at most {limit} are allowed.</source>
        <translation>ファイルが大きすぎます：{size}バイト（上限{limit}バイト）。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="62"/>
        <source>The file is not UTF-8 text (bad byte at position {position}).</source>
        <translation>ファイルがUTF-8テキストではありません（位置{position}に不正なバイト）。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="65"/>
        <source>The file is not valid JSON: {detail}.</source>
        <translation>ファイルが正しいJSONではありません：{detail}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="66"/>
        <source>The file nests lists and objects more than {limit} levels deep.</source>
        <translation>ファイル内のリストとオブジェクトの入れ子が{limit}段を超えています。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="69"/>
        <source>An object in the file has the key {key} twice.</source>
        <translation>ファイル内のオブジェクトにキー{key}が2回あります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="72"/>
        <source>A save must be a JSON object, but this file holds {got}.</source>
        <translation>セーブデータはJSONオブジェクトでなければなりませんが、このファイルは{got}です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="75"/>
        <source>This is not a canasta_gui save: its format is {found}.</source>
        <translation>canasta_guiのセーブデータではありません：形式は{found}です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="78"/>
        <source>Save schema {found} is not supported; this version reads schema {supported}.</source>
        <translation>セーブデータのスキーマ{found}には対応していません。このバージョンが読めるのはスキーマ{supported}です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="81"/>
        <source>This save is for the game {found}, which this version cannot play.</source>
        <translation>このセーブデータのゲーム{found}は、このバージョンでは遊べません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="84"/>
        <source>{where} is missing.</source>
        <translation>{where}がありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="85"/>
        <source>Unknown field {key} in {where}.</source>
        <translation>{where}に不明な項目{key}があります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="86"/>
        <source>{where} must be {expected}, not {got}.</source>
        <translation>{where}は{got}ではなく{expected}でなければなりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="87"/>
        <source>{where} is {value}, outside the allowed range {low} to {high}.</source>
        <translation>{where}は{value}で、許される範囲{low}～{high}の外です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="90"/>
        <source>{where} has an unknown value: {value}.</source>
        <translation>{where}の値が不明です：{value}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="91"/>
        <source>{where} must have {expected} entries, not {got}.</source>
        <translation>{where}の要素数は{got}ではなく{expected}でなければなりません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="92"/>
        <source>{where} has {got} entries; at most {limit} are allowed.</source>
        <translation>{where}の要素数は{got}です。上限は{limit}です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="96"/>
        <source>Invalid game configuration: {detail}</source>
        <translation>ゲームの構成が正しくありません：{detail}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="97"/>
        <source>{where} is not a card code: {card}.</source>
        <translation>{where}はカードのコードではありません：{card}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="98"/>
        <source>The cards are not exactly {decks} decks ({total} cards): {details}.</source>
        <translation>カードがちょうど{decks}組（{total}枚）になっていません：{details}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="101"/>
        <source>{where} holds a red three ({card}), which is never kept in a hand.</source>
        <translation>{where}に赤3（{card}）があります。赤3は手札に残りません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="104"/>
        <source>{where} holds {card}, which is not a red three.</source>
        <translation>{where}の{card}は赤3ではありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="105"/>
        <source>{where} says {got} cards, but the hand holds {count}.</source>
        <translation>{where}は{got}枚としていますが、手札は{count}枚です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="108"/>
        <source>{where} lists cards that the hand does not hold: {cards}.</source>
        <translation>{where}に手札にないカードがあります：{cards}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="111"/>
        <source>Player {player} has no cards, but the deal is still being played.</source>
        <translation>プレイヤー{player}の手札がありませんが、ディールはまだ続いています。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="114"/>
        <source>{where} is not a valid meld: {reason}</source>
        <translation>{where}は正しいメルドではありません：{reason}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="115"/>
        <source>{where} is a meld of {rank}s but holds {card}.</source>
        <translation>{where}は{rank}のメルドですが、{card}を含んでいます。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="116"/>
        <source>{where} has two melds of {rank}s.</source>
        <translation>{where}に{rank}のメルドが2つあります。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="117"/>
        <source>{where} is {got}, but the side has {count} meld(s).</source>
        <translation>{where}は{got}ですが、チームのメルドは{count}つです。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="120"/>
        <source>state.freeze_index is {got}, but the pile says {expected}.</source>
        <translation>state.freeze_indexは{got}ですが、捨て札の山からは{expected}です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="123"/>
        <source>The partner&apos;s answer does not fit the rest of the turn: {details}.</source>
        <translation>パートナーの答えが手番のほかの内容と合いません：{details}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="126"/>
        <source>The end of the game does not fit the scores: {details}.</source>
        <translation>ゲームの終了が得点と合いません：{details}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="129"/>
        <source>The score sheet lists {got} deal(s), but a position of deal {deal} in phase {phase} needs {expected}, one per finished deal.</source>
        <translation>得点表には{got}ディール分の記録がありますが、フェーズ{phase}の第{deal}ディールの局面には、終了したディールごとに1行ずつ、{expected}ディール分が必要です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="134"/>
        <source>The score sheet has no row for deal {deal}, although the deal is over ({phase}).</source>
        <translation>ディールは終了している（{phase}）のに、得点表に第{deal}ディールの行がありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="137"/>
        <source>{where} is {got}, but the rest of the position says {expected}.</source>
        <translation>{where}は{got}ですが、局面のほかの内容からは{expected}です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="140"/>
        <source>A question is pending, but player {asker} is not a partner of player {player}.</source>
        <translation>質問が保留中ですが、プレイヤー{asker}はプレイヤー{player}のパートナーではありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="143"/>
        <source>Player {player} asks to go out but is not able to go out.</source>
        <translation>プレイヤー{player}が上がりを確認していますが、上がれる状態ではありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="146"/>
        <source>In the draw phase a turn has just begun, but {field} is {value}.</source>
        <translation>引くフェーズでは手番が始まったばかりのはずですが、{field}が{value}です。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="149"/>
        <source>Player {player} must go out this turn but cannot: no move would be legal.</source>
        <translation>プレイヤー{player}はこの手番で上がらなければなりませんが、合法手がないため上がれません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="152"/>
        <source>Player {player} has no legal move in this position (phase {phase}).</source>
        <translation>プレイヤー{player}にはこの局面（フェーズ{phase}）で合法手がありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="155"/>
        <source>{where} cannot be read: {detail}.</source>
        <translation>{where}を読み込めません：{detail}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="156"/>
        <source>{where} ({move}) is illegal: {detail}</source>
        <translation>{where}（{move}）は不正な手です：{detail}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="157"/>
        <source>Replaying the moves does not give the saved position (it differs in {field}).</source>
        <translation>手順を再現しても保存された局面になりません（{field}が異なります）。</translation>
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
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="19"/>
        <source>Deal limit</source>
        <extracomment>Translation context of every string in this module. Short label of each option, as shown beside its control.</extracomment>
        <translation>ディール数の上限</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="20"/>
        <source>Cards drawn from the stock</source>
        <translation>山札から引く枚数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="21"/>
        <source>Canastas needed to go out</source>
        <translation>上がりに必要なカナスタ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="22"/>
        <source>Wild cards in a meld</source>
        <translation>メルドのワイルドカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="23"/>
        <source>Upcard</source>
        <translation>最初にめくるカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="24"/>
        <source>Black 3 in the pile</source>
        <translation>捨て札の黒3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="25"/>
        <source>Pile before the first meld</source>
        <translation>最初のメルド前の捨て札</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="26"/>
        <source>When the stock runs out</source>
        <translation>山札がなくなったとき</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="27"/>
        <source>Red 3 as the last stock card</source>
        <translation>山札の最後の赤3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="28"/>
        <source>Minimum when going out concealed</source>
        <translation>コンシールド時の必要点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="29"/>
        <source>Concealed after taking the pile</source>
        <translation>捨て札を取った後のコンシールド</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="30"/>
        <source>Asking “May I go out?”</source>
        <translation>「上がってもいい？」の確認</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="31"/>
        <source>Wild card on a natural canasta</source>
        <translation>ナチュラルカナスタへのワイルド</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="34"/>
        <source>All four red 3s</source>
        <translation>赤3が4枚そろったとき</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="35"/>
        <source>Red 3s with three decks</source>
        <translation>3組での赤3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="36"/>
        <source>Target score</source>
        <translation>目標点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="37"/>
        <source>Six-player sides</source>
        <translation>6人のチーム分け</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="42"/>
        <source>The game ends after this many deals, whatever the scores</source>
        <extracomment>One line saying what each option decides.</extracomment>
        <translation>得点に関係なく、このディール数でゲームを終了します</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="45"/>
        <source>How many cards a player draws from the stock (always 2 with two players)</source>
        <translation>山札から引く枚数（2人の場合は常に2枚）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="48"/>
        <source>How many canastas a side must have before one of its players may go out</source>
        <translation>チームのプレイヤーが上がるまでに必要なカナスタの数</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="51"/>
        <source>How many wild cards a meld may hold compared with its natural cards</source>
        <translation>メルドに入れられるワイルドカードの枚数（ナチュラルカードとの比較）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="54"/>
        <source>What happens when the first upcard of the pile is a wild card or a red 3</source>
        <translation>最初にめくったカードがワイルドカードか赤3だったときの扱い</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="57"/>
        <source>Whether a black 3 in the pile only blocks the next player or freezes the pile</source>
        <translation>捨て札の黒3が次のプレイヤーをブロックするだけか、山をフローズンにするか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="60"/>
        <source>Whether a side that has not melded yet may take the discard pile</source>
        <translation>まだメルドしていないチームが捨て札の山を取れるかどうか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="63"/>
        <source>Whether play goes on by taking the pile once the stock is empty</source>
        <translation>山札がなくなった後、捨て札の山を取ってプレイを続けるかどうか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="66"/>
        <source>What a player may still do after drawing a red 3 that cannot be replaced</source>
        <translation>補充できない赤3を引いたプレイヤーがまだできること</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="69"/>
        <source>Whether going out concealed before the side has melded must reach the opening minimum</source>
        <translation>メルド前のチームがコンシールドで上がるとき、最初のメルドの必要点が要るかどうか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="73"/>
        <source>Whether a player who took the pile this turn can still go out concealed</source>
        <translation>この手番で捨て札の山を取ったプレイヤーがまだコンシールドで上がれるかどうか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="76"/>
        <source>How often a player may ask their partner for permission to go out</source>
        <translation>パートナーに上がりの許可を何回聞けるか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="79"/>
        <source>Whether a wild card may be added to a natural canasta, making it mixed</source>
        <translation>ナチュラルカナスタにワイルドカードをレイオフして、ミックスドにできるかどうか</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="82"/>
        <source>How the bonus for all four red 3s is worded; every choice scores 800</source>
        <translation>赤3が4枚そろったときのボーナスの表し方（どれも800点）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="85"/>
        <source>The bonus for five or six red 3s in a three-deck game</source>
        <translation>3組のゲームで赤3が5枚または6枚のときのボーナス</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="88"/>
        <source>The game ends after the deal in which a side reaches this score</source>
        <translation>どこかのチームがこの得点に達したディールの後でゲームを終了します</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="91"/>
        <source>How six players form sides</source>
        <translation>6人のチームの組み方</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="96"/>
        <source>No limit</source>
        <extracomment>Label of each value of each option.</extracomment>
        <translation>上限なし</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="98"/>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="103"/>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="99"/>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="102"/>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="106"/>
        <source>At least 2 naturals, at most 3 wild cards</source>
        <translation>ナチュラル2枚以上、ワイルド3枚まで</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="107"/>
        <source>Also no more wild cards than naturals</source>
        <translation>さらにワイルドはナチュラル以下</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="108"/>
        <source>Also two naturals for each wild card</source>
        <translation>さらにワイルド1枚にナチュラル2枚</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="113"/>
        <source>Turn another card</source>
        <translation>もう1枚めくる</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="114"/>
        <source>Turn another, also for any 3</source>
        <translation>もう1枚めくる（黒3でも）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="115"/>
        <source>Leave it (pile frozen)</source>
        <translation>そのまま（山はフローズン）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="118"/>
        <source>Blocks only while on top</source>
        <translation>一番上にある間だけブロック</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="119"/>
        <source>Freezes the pile</source>
        <translation>山をフローズンにする</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="122"/>
        <source>With a natural pair and the minimum</source>
        <translation>ナチュラル2枚と必要点があれば可</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="123"/>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="139"/>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="147"/>
        <source>Not allowed</source>
        <translation>不可</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="126"/>
        <source>Play on while players take the pile</source>
        <translation>捨て札を取る限り続ける</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="127"/>
        <source>The deal ends after that turn</source>
        <translation>その手番でディール終了</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="130"/>
        <source>The deal ends at once</source>
        <translation>すぐにディール終了</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="131"/>
        <source>Meld first, no discard, then it ends</source>
        <translation>メルドのみ、捨てずに終了</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="134"/>
        <source>Minimum required</source>
        <translation>必要点が要る</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="135"/>
        <source>No minimum</source>
        <translation>必要点なし</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="138"/>
        <source>Allowed</source>
        <translation>可</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="142"/>
        <source>Once per deal</source>
        <translation>1ディールに1回</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="143"/>
        <source>Once per turn</source>
        <translation>1手番に1回</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="146"/>
        <source>Allowed (it becomes mixed)</source>
        <translation>可（ミックスドになる）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="150"/>
        <source>800 instead of 100 each</source>
        <translation>1枚100点の代わりに800点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="151"/>
        <source>100 each plus 400</source>
        <translation>1枚100点＋400点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="152"/>
        <source>200 each</source>
        <translation>1枚200点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="155"/>
        <source>100 each; five score 1,000, six 1,200</source>
        <translation>1枚100点、5枚で1,000点、6枚で1,200点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="156"/>
        <source>100 each</source>
        <translation>1枚100点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="159"/>
        <source>5,000</source>
        <translation>5,000</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="160"/>
        <source>7,500</source>
        <translation>7,500</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="161"/>
        <source>10,000 (minimum 150 from 7,500)</source>
        <translation>10,000（7,500点以上は必要点150）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="164"/>
        <source>Two sides of three, seats alternating</source>
        <translation>3人ずつ2チーム、交互に着席</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="165"/>
        <source>Three sides of two, partners opposite</source>
        <translation>2人ずつ3チーム、パートナーは向かい</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="170"/>
        <source>By configuration</source>
        <extracomment>Label of the entry meaning &quot;no override&quot; for options whose default is ``None``.</extracomment>
        <translation>構成に従う</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="172"/>
        <source>By configuration ({n})</source>
        <extracomment>The same, with the number the configuration gives (e.g. &quot;By configuration (2)&quot;).</extracomment>
        <translation>構成に従う（{n}）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="174"/>
        <source>{n} deals</source>
        <extracomment>A positive deal limit.</extracomment>
        <translation>{n}ディール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="176"/>
        <source>1 deal</source>
        <extracomment>A deal limit of one (a whole phrase, as languages write a singular differently).</extracomment>
        <translation>1ディール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="180"/>
        <source>Classic</source>
        <extracomment>Names of the rule presets of ``PRESETS``, as players call such rules (the keys stay in saves).</extracomment>
        <translation>クラシック</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="181"/>
        <source>Online club</source>
        <translation>オンラインクラブ</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="182"/>
        <source>Korean house rules</source>
        <translation>韓国式ハウスルール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="183"/>
        <source>Italian rules</source>
        <translation>イタリア式ルール</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="188"/>
        <source>The classic rules: a wild card or red 3 turned up is covered by the next card</source>
        <extracomment>One line per preset saying what sets it apart, shown under the preset&apos;s name.</extracomment>
        <translation>クラシックなルール：最初にめくったワイルドカードや赤3は、次にめくるカードで覆う</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="191"/>
        <source>As often played online: a wild card or red 3 turned up stays and freezes the pile</source>
        <translation>オンラインでよく遊ばれるルール：最初にめくったワイルドカードや赤3はそのまま残り、捨て札の山はフローズンになる</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="195"/>
        <source>The upcard stays, the deal ends when the stock runs out, four red 3s score 100 each plus 400</source>
        <translation>最初にめくったカードはそのまま、山札がなくなるとディール終了、赤3が4枚そろうと1枚100点＋400点</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="200"/>
        <source>Draw one card, two naturals per wild card, a black 3 freezes the pile, no pile before the first meld</source>
        <translation>山札から1枚引く、ワイルドカード1枚にナチュラル2枚、黒3で捨て札の山がフローズン、最初のメルド前は捨て札の山を取れない</translation>
    </message>
</context>
<context>
    <name>saves</name>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="85"/>
        <source>{reason} The previous autosave is kept.</source>
        <translation>{reason}前回の自動保存データはそのまま残しています。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="94"/>
        <source>it is not a canasta_gui saved game</source>
        <translation>canasta_guiのセーブデータではありません</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="97"/>
        <source>it was written by another version ({schema})</source>
        <translation>別のバージョンで書かれています（{schema}）</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="104"/>
        <source>it has an unknown field {name}</source>
        <translation>不明な項目{name}があります</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="110"/>
        <source>its seats must list 2 to 6 seats</source>
        <translation>席は2～6席でなければなりません</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="114"/>
        <source>it names an unknown rule preset {name}</source>
        <translation>不明なルールプリセット{name}が指定されています</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="122"/>
        <source>it holds a game this table cannot play yet</source>
        <translation>このテーブルではまだ遊べないゲームです</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="126"/>
        <source>its seats do not match the number of players</source>
        <translation>席の数がプレイヤー数と合いません</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="156"/>
        <source>There is no saved game to continue.</source>
        <translation>続きから遊べるセーブデータがありません。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="159"/>
        <source>it is not an ordinary file but a folder, a pipe or a device</source>
        <translation>通常のファイルではなく、フォルダー、パイプ、デバイスのいずれかです</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="164"/>
        <source>it is not UTF-8 text</source>
        <translation>UTF-8テキストではありません</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="166"/>
        <source>it is far too large</source>
        <translation>大きすぎます</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="185"/>
        <source>The saved game could not be read ({reason}). It was moved to {path}.</source>
        <translation>セーブデータを読み込めませんでした（{reason}）。{path}に移動しました。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="189"/>
        <source>The saved game could not be read ({reason}).</source>
        <translation>セーブデータを読み込めませんでした（{reason}）。</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="124"/>
        <source>The settings file {path} could not be read ({reason}); using the defaults.</source>
        <translation>設定ファイル{path}を読み込めませんでした（{reason}）。既定値を使います。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="134"/>
        <source>These settings had invalid values and were reset to their defaults: {fields}.</source>
        <translation>次の設定の値が不正だったため、既定値に戻しました：{fields}。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="145"/>
        <source>it is larger than 64 KB</source>
        <translation>64 KBを超えています</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="148"/>
        <source>it is not UTF-8 text</source>
        <translation>UTF-8テキストではありません</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="154"/>
        <source>it is not valid JSON</source>
        <translation>正しいJSONではありません</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="157"/>
        <source>it does not contain a JSON object</source>
        <translation>JSONオブジェクトが含まれていません</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="167"/>
        <source>The settings file {path} could not be used ({reason}) and could not be moved aside; using the defaults.</source>
        <translation>設定ファイル{path}を使えず（{reason}）、退避もできませんでした。既定値を使います。</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="173"/>
        <source>The settings file could not be used ({reason}). It was kept as {path}; using the defaults.</source>
        <translation>設定ファイルを使えませんでした（{reason}）。{path}として残し、既定値を使います。</translation>
    </message>
</context>
<context>
    <name>texts</name>
    <message>
        <location filename="../canasta_gui/app/texts.py" line="26"/>
        <source>wild</source>
        <comment>the rank of Hand and Foot&apos;s meld of wild cards only, put where a rank goes: &apos;a meld of {rank}s&apos;, &apos;the {rank}s&apos;</comment>
        <extracomment>The rank code of Hand and Foot&apos;s meld of wild cards only (``rummy.meld_rules.rank_name``).</extracomment>
        <translation>ワイルドカード</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/texts.py" line="62"/>
        <source>Joker</source>
        <translation>ジョーカー</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../canasta_gui/app/main.py" line="69"/>
        <source>Canasta</source>
        <translation>カナスタ</translation>
    </message>
</context>
</TS>
