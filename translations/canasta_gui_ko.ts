<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="53"/>
        <source>About</source>
        <extracomment>The project&apos;s licence, kept in English as licence texts are (docs/LICENSE.md holds it too). What a bundle ships besides our code: (name, licence, address). Names are not translated. Shipped as well where Qt&apos;s own audio is installed (PySide6-Addons, Python 3.12 and later): Qt Multimedia plays the sounds, and its media plug-in brings FFmpeg&apos;s libraries.</extracomment>
        <translation>정보</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="68"/>
        <source>About canasta_gui</source>
        <translation>canasta_gui 정보</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="78"/>
        <source>Licence</source>
        <translation>라이선스</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="79"/>
        <source>Credits</source>
        <translation>만든 사람들</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="85"/>
        <source>An offline card table for the Canasta family: Canasta, Hand and Foot and Cassino, against computer players or with friends at one computer.</source>
        <translation>카나스타 계열 카드 게임을 오프라인으로 즐기는 카드 테이블입니다. 카나스타, 핸드 앤 풋, 카지노를 컴퓨터와, 또는 한 컴퓨터에서 친구들과 함께 즐길 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="92"/>
        <source>Qt {qt}, PySide6 {pyside}, Python {python}</source>
        <translation>Qt {qt}, PySide6 {pyside}, Python {python}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="101"/>
        <source>canasta_gui is free software under the {licence} licence: you may use, copy, change and share it, as long as the licence notice goes with it.</source>
        <translation>canasta_gui는 {licence} 라이선스를 따르는 자유 소프트웨어입니다. 라이선스 고지를 함께 제공하는 한 자유롭게 사용, 복제, 수정, 배포할 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="110"/>
        <source>The card faces and backs are the project&apos;s own, drawn by a program in its source (assets/make_cards.py); they use no font.</source>
        <translation>카드 앞면과 뒷면 그림은 이 프로젝트가 직접 만든 것으로, 소스에 들어 있는 프로그램(assets/make_cards.py)이 그립니다. 글꼴은 쓰지 않습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="115"/>
        <source>The sound effects and the action bar&apos;s icons are the project&apos;s own too, made by the program itself.</source>
        <translation>효과음과 동작 막대의 아이콘도 이 프로그램이 직접 만든 것입니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="123"/>
        <source>Texts use the fonts installed on your computer; Japanese and Korean need a font with those scripts, such as Noto Sans CJK (SIL Open Font Licence).</source>
        <translation>글자는 컴퓨터에 설치된 글꼴로 표시합니다. 일본어와 한국어에는 Noto Sans CJK(SIL Open Font License) 같은 해당 문자 글꼴이 필요합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="131"/>
        <source>Built with these libraries, which the installed program includes. Under the LGPL you may replace Qt and PySide6 in the program&apos;s folder with your own build of them.</source>
        <translation>다음 라이브러리로 만들었으며, 설치된 프로그램에 함께 들어 있습니다. LGPL에 따라 프로그램 폴더의 Qt와 PySide6를 직접 빌드한 것으로 바꿀 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>AfterGame</name>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="52"/>
        <source>Play &amp;again</source>
        <translation>한 판 더(&amp;A)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="54"/>
        <source>The same players and rules, with newly shuffled cards</source>
        <translation>같은 플레이어와 같은 규칙으로, 카드를 새로 섞어 다시 합니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="58"/>
        <source>Same &amp;deals again</source>
        <translation>같은 카드로 다시(&amp;D)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="60"/>
        <source>The same cards dealt again, everyone moved one seat on: you play the cards another player had (with a partner, the other side&apos;s) and see what you make of them</source>
        <translation>같은 카드를 다시 나누되 모두 한 자리씩 옮겨 앉습니다. 다른 플레이어가 받았던 카드(팀전이면 상대 팀의 카드)로 플레이하며 어떻게 풀어 가는지 해 보세요</translation>
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
        <translation>잭</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="28"/>
        <source>Queen</source>
        <comment>a card&apos;s rank, as in &apos;Queen of clubs&apos;</comment>
        <translation>퀸</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="31"/>
        <source>King</source>
        <comment>a card&apos;s rank, as in &apos;King of clubs&apos;</comment>
        <translation>킹</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="32"/>
        <source>Ace</source>
        <comment>a card&apos;s rank, as in &apos;Ace of clubs&apos;</comment>
        <translation>에이스</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="33"/>
        <source>Joker</source>
        <translation>조커</translation>
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
        <translation>잭</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="52"/>
        <source>queens</source>
        <comment>a meld&apos;s rank: &apos;Meld of queens&apos;</comment>
        <translation>퀸</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="53"/>
        <source>kings</source>
        <comment>a meld&apos;s rank: &apos;Meld of kings&apos;</comment>
        <translation>킹</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="54"/>
        <source>aces</source>
        <comment>a meld&apos;s rank: &apos;Meld of aces&apos;</comment>
        <translation>에이스</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="56"/>
        <source>wild cards</source>
        <comment>Hand and Foot&apos;s meld of wild cards only</comment>
        <translation>와일드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="64"/>
        <source>clubs</source>
        <comment>a suit, as in &apos;7 of clubs&apos;</comment>
        <translation>클로버</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="65"/>
        <source>diamonds</source>
        <comment>a suit, as in &apos;7 of diamonds&apos;</comment>
        <translation>다이아몬드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="66"/>
        <source>hearts</source>
        <comment>a suit, as in &apos;7 of hearts&apos;</comment>
        <translation>하트</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="67"/>
        <source>spades</source>
        <comment>a suit, as in &apos;7 of spades&apos;</comment>
        <translation>스페이드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="74"/>
        <source>Face-down card</source>
        <translation>뒷면 카드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="77"/>
        <source>{rank} of {suit}</source>
        <comment>a card: &apos;Queen of hearts&apos;</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="85"/>
        <source>1 card</source>
        <translation>1장</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="86"/>
        <source>{count} cards</source>
        <comment>more than one card</comment>
        <translation>{count}장</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="93"/>
        <source>, </source>
        <comment>between the parts of a spoken card name</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="756"/>
        <source>used by the play shown</source>
        <translation>표시된 동작에 쓰임</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="770"/>
        <location filename="../canasta_gui/app/games/table_control.py" line="213"/>
        <source>selected</source>
        <translation>선택됨</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="777"/>
        <source>on the table</source>
        <translation>바닥에 놓임</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="785"/>
        <source>owned by {name}</source>
        <translation>주인 {name}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="795"/>
        <source>Cards captured by {names}</source>
        <translation>{names}의 가져간 카드 더미</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="802"/>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="635"/>
        <source>Stock</source>
        <translation>덱</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="806"/>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="698"/>
        <source>{name}&apos;s hand</source>
        <translation>{name}의 손패</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="810"/>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="702"/>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="712"/>
        <source>face down</source>
        <translation>뒷면으로 놓임</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="623"/>
        <source>your side</source>
        <translation>우리 팀</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="624"/>
        <source>side of {names}</source>
        <translation>{names} 팀</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="639"/>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="643"/>
        <source>Discard pile</source>
        <translation>버림패 더미</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="640"/>
        <source>empty</source>
        <translation>비어 있음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="645"/>
        <source>top: {card}</source>
        <translation>맨 위 {card}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="660"/>
        <source>Meld of {rank}</source>
        <translation>{rank} 묶음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="666"/>
        <source>natural canasta</source>
        <translation>순정 카나스타</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="667"/>
        <source>mixed canasta</source>
        <translation>비순정 카나스타</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="669"/>
        <source>{count} more staged</source>
        <translation>임시로 놓은 카드 {count}장 더</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="679"/>
        <source>Melds of {side}</source>
        <translation>{side}의 묶음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="682"/>
        <source>{count} melds</source>
        <translation>묶음 {count}개</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="683"/>
        <source>a new meld goes here</source>
        <translation>새 묶음을 내는 곳</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="691"/>
        <source>New meld, not yet confirmed</source>
        <translation>새 묶음, 아직 확정 안 됨</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/game.py" line="118"/>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="708"/>
        <source>{name}&apos;s foot</source>
        <translation>{name}의 풋</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="718"/>
        <source>Red threes of {side}</source>
        <translation>{side}의 빨간 3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="730"/>
        <source>Book of {rank}</source>
        <translation>{rank} 북</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="743"/>
        <source>no wild cards</source>
        <translation>와일드 카드 없음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="745"/>
        <source>1 wild</source>
        <translation>와일드 카드 1장</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="746"/>
        <source>{count} wild</source>
        <translation>와일드 카드 {count}장</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/table_control.py" line="159"/>
        <source>suggested by the hint</source>
        <extracomment>Whether cards a move takes off the felt are ghosted where they lay (Cassino&apos;s captures).</extracomment>
        <translation>힌트로 추천됨</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/table_control.py" line="161"/>
        <source>part of the last move</source>
        <translation>마지막 동작에 포함됨</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/table_control.py" line="204"/>
        <source>Your hand</source>
        <translation>내 손패</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/table_control.py" line="215"/>
        <source>used by the plan</source>
        <translation>예정된 동작에 쓰임</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/table_control.py" line="219"/>
        <source>card {number} of {count} in your hand</source>
        <translation>손패 {count}장 중 {number}번째</translation>
    </message>
</context>
<context>
    <name>Cassino</name>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="77"/>
        <source>Deal the next round</source>
        <extracomment>A table unit as the engine names it: (&quot;loose&quot;, card) or (&quot;build&quot;, value) (§5.5).</extracomment>
        <translation>다음 라운드 카드 나누기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="80"/>
        <source>Capture {units} with the {card}</source>
        <translation>{card} 카드로 가져가기: {units}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="86"/>
        <source>Build {value} (multiple): the {card} on {cards}</source>
        <translation>{value} 빌드 만들기 (다중): {cards} 위에 {card}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="89"/>
        <source>Build {value}: the {card} on {cards}</source>
        <translation>{value} 빌드 만들기: {cards} 위에 {card}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="96"/>
        <source>Raise the build of {old} to {value} with the {card} and {cards}</source>
        <translation>{card} 카드와 {cards} 카드로 {old} 빌드를 {value} 빌드로 올리기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="99"/>
        <source>Raise the build of {old} to {value} with the {card}</source>
        <translation>{card} 카드로 {old} 빌드를 {value} 빌드로 올리기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="103"/>
        <source>Add the {card} and {cards} to the build of {value} (multiple)</source>
        <translation>{card} 카드와 {cards} 카드를 {value} 빌드에 더하기 (다중)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="106"/>
        <source>Add the {card} to the build of {value} (multiple)</source>
        <translation>{card} 카드를 {value} 빌드에 더하기 (다중)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="109"/>
        <source>Trail the {card}</source>
        <translation>{card} 카드를 바닥에 내려놓기 (트레일)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="220"/>
        <source>Round {round} · deal {deal} of {deals}</source>
        <extracomment>Several plays fit a gesture: list[Choice], in the engine&apos;s order. The table page shows them, for example with ``show_choices(page)``; ``choose(i)`` makes one and ``cancel_choices()`` drops them. ``preview(i)`` lights up the table cards of one.</extracomment>
        <translation>{round}라운드 · 딜 {deal}/{deals}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="223"/>
        <source>Last deal</source>
        <translation>마지막 딜</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="227"/>
        <source>Drop a card here to trail it</source>
        <translation>여기로 카드를 끌어 와 트레일하세요</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="254"/>
        <source>{name} takes the last cards on the table ({count})</source>
        <comment>the end of a round: the last captor takes the cards left</comment>
        <translation>{name}: 바닥에 남은 카드를 가져갑니다({count}장)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="261"/>
        <source>{name} sweeps the table!</source>
        <comment>a capture that took every table card</comment>
        <translation>{name}: 스윕!</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="282"/>
        <source>You own the build of {value}: keep a card worth {value} to capture it, and capture, build or add to a build instead of trailing.</source>
        <translation>{value} 빌드의 주인입니다. 가져가려면 값이 {value}인 카드를 손패에 남겨 두고, 트레일하지 말고 가져가기, 빌드 만들기, 빌드에 더하기 중 하나를 하세요.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="287"/>
        <source>You own the build of {value}: keep a card worth {value} to capture it.</source>
        <translation>{value} 빌드의 주인입니다. 가져가려면 값이 {value}인 카드를 손패에 남겨 두세요.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="292"/>
        <source>You own the builds of {values}: keep a card of each value to capture them, and capture, build or add to a build instead of trailing.</source>
        <translation>{values} 빌드의 주인입니다. 가져가려면 값마다 카드를 한 장씩 손패에 남겨 두고, 트레일하지 말고 가져가기, 빌드 만들기, 빌드에 더하기 중 하나를 하세요.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="297"/>
        <source>You own the builds of {values}: keep a card of each value to capture them.</source>
        <translation>{values} 빌드의 주인입니다. 가져가려면 값마다 카드를 한 장씩 손패에 남겨 두세요.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="308"/>
        <source>{name} (thinking…)</source>
        <translation>{name} (생각 중…)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="314"/>
        <source>Multiple build of {value}</source>
        <comment>a build&apos;s value: 2-10, A, J, Q or K</comment>
        <translation>{value} 다중 빌드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="318"/>
        <source>Build of {value}</source>
        <comment>a build&apos;s value: 2-10, A, J, Q or K</comment>
        <translation>{value} 빌드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="334"/>
        <source>{count} captured</source>
        <comment>the number of cards in a side&apos;s captured pile</comment>
        <translation>{count}장 가져감</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="340"/>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="115"/>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="135"/>
        <source>Sweeps: {count}</source>
        <translation>스윕: {count}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="423"/>
        <source>The {card} cannot be played now.</source>
        <translation>지금은 {card} 카드를 낼 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="427"/>
        <source>The {card} cannot be played on these cards.</source>
        <translation>{card} 카드는 이 카드들 위에 낼 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="515"/>
        <source>Select the card to play from your hand first (Space or a click).</source>
        <translation>먼저 손패에서 낼 카드를 선택하세요 (Space 또는 클릭).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="534"/>
        <source>Select the card to trail from your hand.</source>
        <translation>손패에서 트레일할 카드를 선택하세요.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="591"/>
        <source>Choose a play</source>
        <translation>어떻게 낼지 선택</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="706"/>
        <source>Enter: {play}</source>
        <translation>Enter: {play}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="710"/>
        <source>Enter: choose one of {count} plays with the {card}</source>
        <translation>Enter: {card} 카드로 낼 수 있는 {count}가지 중에서 선택</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="717"/>
        <source>Selected on the table: {cards}. Now play a card from your hand on them.</source>
        <translation>바닥에서 선택함: {cards}. 이제 손패의 카드를 그 위에 내세요.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="81"/>
        <source>the build of {value}</source>
        <comment>a build&apos;s value: 2-10, A, J, Q or K</comment>
        <translation>{value} 빌드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="153"/>
        <source>— Round {number} —</source>
        <translation>— {number}라운드 —</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="159"/>
        <source>{play}. The last deal ({deal} of {deals}) is dealt.</source>
        <translation>{play}. 마지막 딜({deal}/{deals})을 나눴습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="162"/>
        <source>{play}. Deal {deal} of {deals}.</source>
        <translation>{play}. 딜 {deal}/{deals}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="167"/>
        <source>{play}. The round is over; nobody captured, so the {count} cards left on the table go to nobody.</source>
        <translation>{play}. 라운드가 끝났습니다. 아무도 카드를 가져가지 않았으므로 바닥에 남은 카드 {count}장은 누구의 것도 되지 않습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="173"/>
        <source>{play}. The round is over; the {count} cards left on the table go to the last player to capture.</source>
        <translation>{play}. 라운드가 끝났습니다. 바닥에 남은 카드 {count}장은 마지막으로 카드를 가져간 플레이어에게 갑니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="178"/>
        <source>{play}. The round is over.</source>
        <translation>{play}. 라운드가 끝났습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="187"/>
        <source>captures {units} with the {card}: a sweep</source>
        <translation>{card} 카드로 가져갑니다: {units} (스윕)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="190"/>
        <source>captures {units} with the {card}</source>
        <translation>{card} 카드로 가져갑니다: {units}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="196"/>
        <source>builds {value} (multiple): the {card} on {cards}</source>
        <translation>{value} 빌드를 만듭니다 (다중): {cards} 위에 {card}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="199"/>
        <source>builds {value}: the {card} on {cards}</source>
        <translation>{value} 빌드를 만듭니다: {cards} 위에 {card}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="206"/>
        <source>raises the build of {old} to {value} with the {card} and {cards}</source>
        <translation>{card} 카드와 {cards} 카드로 {old} 빌드를 {value} 빌드로 올립니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="209"/>
        <source>raises the build of {old} to {value} with the {card}</source>
        <translation>{card} 카드로 {old} 빌드를 {value} 빌드로 올립니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="213"/>
        <source>adds the {card} and {cards} to the build of {value} (multiple)</source>
        <translation>{card} 카드와 {cards} 카드를 {value} 빌드에 더합니다 (다중)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="216"/>
        <source>adds the {card} to the build of {value} (multiple)</source>
        <translation>{card} 카드를 {value} 빌드에 더합니다 (다중)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="219"/>
        <source>trails the {card}</source>
        <translation>{card} 카드를 바닥에 내려놓습니다 (트레일)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="48"/>
        <source>Cards captured</source>
        <translation>가져간 카드 수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="50"/>
        <source>Most cards (3)</source>
        <translation>카드 최다 (3)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="52"/>
        <source>Spades captured</source>
        <translation>가져간 스페이드 수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="55"/>
        <source>Most spades (1)</source>
        <translation>스페이드 최다 (1)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="57"/>
        <source>Big Casino, 10♦ (2)</source>
        <translation>빅 카지노, 10♦ (2)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="61"/>
        <source>Little Casino, 2♠ (1)</source>
        <translation>리틀 카지노, 2♠ (1)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="64"/>
        <source>Aces (1 each)</source>
        <translation>에이스 (장당 1)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="65"/>
        <source>Sweeps (1 each)</source>
        <translation>스윕 (회당 1)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="67"/>
        <source>Round total</source>
        <translation>라운드 합계</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="72"/>
        <source>Game score</source>
        <translation>게임 점수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="84"/>
        <source>Nobody captured this round: the cards left on the table go to nobody.</source>
        <translation>이번 라운드에는 아무도 카드를 가져가지 않아 바닥에 남은 카드는 누구의 것도 되지 않습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="88"/>
        <source>{side} made the last capture: the cards still on the table went to them.</source>
        <translation>마지막으로 카드를 가져간 {side}에게 바닥에 남은 카드가 갔습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="102"/>
        <source>Round {round} · first to {target} wins</source>
        <translation>{round}라운드 · 먼저 {target}점에 이르면 승리</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="109"/>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="143"/>
        <source>Score: {score} of {target}</source>
        <translation>점수: {score} / {target}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="112"/>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="132"/>
        <source>Captured: {count}</source>
        <translation>가져간 카드: {count}장</translation>
    </message>
</context>
<context>
    <name>CassinoBar</name>
    <message>
        <location filename="../canasta_gui/app/games/cassino/bar.py" line="38"/>
        <source>&amp;Play (Enter)</source>
        <translation>카드 내기(&amp;P) (Enter)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/bar.py" line="41"/>
        <source>Play the selected card: on the table cards you selected, or choose among its captures and builds (Enter)</source>
        <translation>선택한 카드를 냅니다. 바닥에서 선택한 카드에 내거나, 그 카드로 할 수 있는 가져가기와 빌드 중에서 고릅니다 (Enter)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/bar.py" line="47"/>
        <source>Lay the selected card on the table without capturing or building (T)</source>
        <translation>선택한 카드를 가져가기나 빌드 없이 바닥에 내려놓습니다 (T)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/bar.py" line="45"/>
        <source>&amp;Trail (T)</source>
        <translation>트레일하기(&amp;T)</translation>
    </message>
</context>
<context>
    <name>CassinoRules</name>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="120"/>
        <source>How to play Cassino</source>
        <extracomment>Every point a round holds without sweeps (all of them won by one side). Deals in a round by number of players (§5.3). The value of an ace, and the highest value a sum or a build may have (§5.2, §5.7.1). Cards and spades that win the majorities outright with two players (§5.11). The table&apos;s target (OPT-CAS-TARGET, §5.12).</extracomment>
        <translation>카지노 하는 법</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="134"/>
        <source>The aim</source>
        <translation>목표</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="137"/>
        <source>Cassino is a fishing game: you play cards from your hand to &lt;b&gt;capture&lt;/b&gt; cards from the table, and at the end of each round the cards your side captured score points. Rounds are played until a side reaches {target} points.</source>
        <translation>카지노는 피싱 계열 게임입니다. 손패의 카드를 내어 바닥의 카드를 &lt;b&gt;가져가고&lt;/b&gt;, 라운드가 끝날 때마다 각 팀이 가져간 카드로 점수를 매깁니다. 어느 팀이 {target}점에 이를 때까지 라운드를 계속합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="148"/>
        <source>Players and the deal</source>
        <translation>플레이어와 카드 나누기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="151"/>
        <source>One deck of {cards} cards is used, without jokers. Two or three players each play for themselves. Four players normally play in two partnerships, partners opposite, who put their captured cards together; at some tables they play alone.</source>
        <translation>조커를 뺀 카드 한 벌({cards}장)을 씁니다. 2명이나 3명이면 개인전으로 합니다. 4명이면 보통 마주 앉은 사람끼리 2명씩 팀을 이루어 가져간 카드를 함께 모으며, 테이블에 따라 개인전으로 하기도 합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="162"/>
        <source>At the start of a round each player is dealt {hand} cards, two at a time, and {table} cards are laid face up on the table. When everyone has played their cards, each player is dealt {hand} more, but the table gets none, until the stock is used up. Everyone is told when the last deal of a round is dealt.</source>
        <translation>라운드를 시작할 때 각 플레이어에게 카드를 2장씩 모두 {hand}장 나누어 주고, 바닥에 {table}장을 앞면으로 펼쳐 놓습니다. 모두 손패를 다 내면 덱이 떨어질 때까지 각 플레이어에게 다시 {hand}장씩 나누어 주며, 바닥에는 더 놓지 않습니다. 이렇게 카드를 한 번 나누는 것을 딜이라고 하며, 라운드의 마지막 딜을 나눌 때는 모두에게 알립니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="174"/>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="546"/>
        <source>Players</source>
        <translation>인원</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="175"/>
        <source>Deals in a round</source>
        <translation>라운드당 딜 수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="182"/>
        <source>The player on the dealer&apos;s left plays first and play goes clockwise; the deal passes to the left every round.</source>
        <translation>딜러의 왼쪽 플레이어부터 시작해 시계 방향으로 진행합니다. 딜러는 라운드마다 왼쪽으로 넘어갑니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="191"/>
        <source>Card values and your turn</source>
        <translation>카드의 값과 내 차례</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="194"/>
        <source>An ace is worth {ace} and the cards from 2 to {max} their number, in every suit. Jacks, queens and kings have no number: they never join a sum or a build, and capture only cards of their own rank.</source>
        <translation>무늬와 관계없이 에이스(A)의 값은 {ace}이고, 2부터 {max}까지는 적힌 숫자가 값입니다. J, Q, K는 숫자가 없는 그림 카드라서 합이나 빌드에 쓸 수 없고, J는 J만, Q는 Q만, K는 K만 가져갈 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="204"/>
        <source>On your turn you play exactly one card from your hand, and make exactly one play with it:</source>
        <translation>내 차례에는 손패에서 카드를 딱 한 장 내고, 그 카드로 다음 중 한 가지만 합니다:</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="212"/>
        <source>&lt;b&gt;capture&lt;/b&gt;: take cards or builds from the table with it;</source>
        <translation>&lt;b&gt;가져가기&lt;/b&gt;: 그 카드로 바닥의 카드나 빌드를 가져갑니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="215"/>
        <source>&lt;b&gt;build&lt;/b&gt;: put it on cards on the table to make a build you mean to capture later;</source>
        <translation>&lt;b&gt;빌드&lt;/b&gt;: 바닥의 카드 위에 얹어, 나중에 가져갈 빌드를 만듭니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="219"/>
        <source>&lt;b&gt;trail&lt;/b&gt;: leave it face up on the table on its own.</source>
        <translation>&lt;b&gt;트레일&lt;/b&gt;: 그 카드를 바닥에 앞면으로 따로 내려놓기만 합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="226"/>
        <source>A card on the table on its own is a &lt;b&gt;loose card&lt;/b&gt;. The cards of a build stay together: none of them can ever be taken or used on its own.</source>
        <translation>빌드에 들어가지 않고 바닥에 홀로 놓인 카드를 &lt;b&gt;따로 놓인 카드&lt;/b&gt;라고 합니다. 빌드를 이룬 카드는 늘 한데 묶여 있어서, 그중 한 장만 따로 가져가거나 쓸 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="235"/>
        <source>Capturing</source>
        <translation>가져가기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="237"/>
        <source>A jack, queen or king captures every loose card of its own rank, never fewer: a king played on a table with two kings takes all three.</source>
        <translation>J, Q, K는 바닥에 따로 놓인 같은 그림 카드를 한 장도 빠짐없이 모두 가져갑니다. K 두 장이 놓인 바닥에 K를 내면 세 장을 모두 가져갑니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="243"/>
        <source>A jack, queen or king captures one loose card of its own rank.</source>
        <translation>J, Q, K는 바닥에 따로 놓인 같은 그림 카드를 한 장 가져갑니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="249"/>
        <source>A card with a number captures, in one play, any of these worth its value: a loose card of that value, two or more loose cards that add up to it, or a build of that value. A 9 can take an ace, a 2 and a 6 together; a 10 can take a 2, a 3, a 5 and a 10. You need not take everything you could, and two cards from your hand can never be combined.</source>
        <translation>숫자 카드는 한 번에 자기 값에 맞는 다음 것들을 함께 가져갈 수 있습니다: 같은 값의 따로 놓인 카드, 합이 그 값이 되는 따로 놓인 카드 두 장 이상, 같은 값의 빌드. 예를 들어 9로는 A, 2, 6을 함께 가져갈 수 있고, 10으로는 2, 3, 5와 10을 함께 가져갈 수 있습니다. 가져갈 수 있는 것을 모두 가져갈 필요는 없으며, 손패의 카드 두 장을 합쳐 쓸 수는 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="260"/>
        <source>A build may be captured together with loose cards worth its value.</source>
        <translation>빌드는 그 값에 해당하는 따로 놓인 카드와 함께 가져갈 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="265"/>
        <source>A capture that takes a build takes only that build: no loose cards with it.</source>
        <translation>빌드를 가져갈 때는 그 빌드만 가져가며, 따로 놓인 카드를 함께 가져갈 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="272"/>
        <source>The cards taken, and the card that took them, go face down into your side&apos;s pile of captured cards. Owning a build does not protect it: any card of its value captures it.</source>
        <translation>가져간 카드와 가져갈 때 낸 카드는 자기 팀의 가져간 카드 더미에 뒷면으로 쌓습니다. 빌드의 주인이라고 해서 빌드가 보호되지는 않으며, 그 값의 카드라면 누구의 카드든 빌드를 가져갈 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="282"/>
        <source>Building</source>
        <translation>빌드 만들기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="285"/>
        <source>To build, play a card with a number onto a loose card and announce the build&apos;s value. A &lt;b&gt;single&lt;/b&gt; build is their sum, at most {max}: a 2 on a 5 builds 7. A &lt;b&gt;multiple&lt;/b&gt; build puts a card on one of the same rank: a 3 on a 3 builds 3s. Only a card of the build&apos;s value captures it, and you must hold one when you build.</source>
        <translation>빌드를 만들려면 따로 놓인 카드 위에 숫자 카드를 얹고 빌드의 값을 선언합니다. &lt;b&gt;단일&lt;/b&gt; 빌드의 값은 두 카드의 합이며 최대 {max}입니다. 5 위에 2를 얹으면 7 빌드가 됩니다. &lt;b&gt;다중&lt;/b&gt; 빌드는 같은 숫자의 카드 위에 얹어 만듭니다. 3 위에 3을 얹으면 3 빌드가 됩니다. 빌드는 그 값의 카드로만 가져갈 수 있으며, 빌드를 만들 때 그 값의 카드를 손패에 가지고 있어야 합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="296"/>
        <source>A card played on one of the same rank may also be announced as their sum (a 2 on a 2 as 4), if you hold a card of that value.</source>
        <translation>같은 숫자의 카드 위에 얹었을 때, 그 합에 해당하는 카드가 손패에 있으면 합으로 선언할 수도 있습니다(2 위에 2를 얹어 4 빌드).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="302"/>
        <source>Two cards of the same rank always build that rank, never their sum: a 2 on a 2 is taken only by a 2.</source>
        <translation>같은 숫자의 카드 두 장은 언제나 합이 아니라 그 숫자의 빌드가 됩니다. 2 위에 2를 얹은 빌드는 2로만 가져갈 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="309"/>
        <source>When you build, you may also gather into the build any loose cards, or sets of loose cards, worth its value; the build then becomes multiple.</source>
        <translation>빌드를 만들 때 그 값에 해당하는 따로 놓인 카드나, 합이 그 값이 되는 따로 놓인 카드 여러 장도 빌드에 모을 수 있습니다. 그러면 그 빌드는 다중 빌드가 됩니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="315"/>
        <source>A build is made of the card you play and one loose card.</source>
        <translation>빌드는 내가 낸 카드와 따로 놓인 카드 한 장으로 만듭니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="320"/>
        <source>A jack, queen or king played on a loose card of the same rank makes a build that only that rank can capture.</source>
        <translation>J, Q, K를 바닥에 따로 놓인 같은 그림 카드 위에 얹으면, 그 그림 카드로만 가져갈 수 있는 빌드가 됩니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="326"/>
        <source>Jacks, queens and kings are never part of a build.</source>
        <translation>J, Q, K는 빌드에 넣을 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="333"/>
        <source>&lt;b&gt;Raise&lt;/b&gt; a single build: add a card from your hand to raise its value, to at most {max}, if you hold a card of the new value.</source>
        <translation>&lt;b&gt;값 올리기&lt;/b&gt;: 단일 빌드에 손패의 카드를 더해 값을 최대 {max}까지 올립니다. 새 값의 카드가 손패에 있어야 합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="340"/>
        <source>&lt;b&gt;Double up&lt;/b&gt;: add a card worth exactly the build&apos;s value, if you hold another one; the build becomes multiple, and the value of a multiple build never changes.</source>
        <translation>&lt;b&gt;겹치기&lt;/b&gt;: 빌드의 값과 똑같은 값의 카드를 더합니다. 그 값의 카드가 손패에 한 장 더 있어야 합니다. 빌드는 다중 빌드가 되며, 다중 빌드의 값은 바뀌지 않습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="348"/>
        <source>Anyone may add to a build on the table, whoever owns it:</source>
        <translation>바닥의 빌드에는 주인이 누구든 누구나 카드를 더할 수 있습니다:</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="357"/>
        <source>Raising a build to a higher value is not allowed.</source>
        <translation>빌드의 값을 올릴 수는 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="364"/>
        <source>Two builds on the table never have the same value. Whoever last added a card to a build is its &lt;b&gt;owner&lt;/b&gt;. As long as you own a build, keep a card of its value: your last such card may only be played to capture that build.</source>
        <translation>바닥에 같은 값의 빌드가 두 개 있을 수는 없습니다. 빌드에 마지막으로 카드를 더한 사람이 그 빌드의 &lt;b&gt;주인&lt;/b&gt;입니다. 빌드의 주인인 동안에는 그 값의 카드를 손패에 남겨 두어야 하며, 그 값의 마지막 한 장은 그 빌드를 가져갈 때만 낼 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="375"/>
        <source>While you own a build you may not trail: you must capture, build or add to a build.</source>
        <translation>빌드의 주인인 동안에는 트레일할 수 없습니다. 가져가기, 빌드 만들기, 빌드에 더하기 중 하나를 해야 합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="384"/>
        <source>Trailing</source>
        <translation>트레일</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="386"/>
        <source>You may trail whenever you like, except where the owner&apos;s duties above forbid it.</source>
        <translation>위에서 말한 빌드 주인의 의무에 걸리지 않는 한 언제든 트레일할 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="391"/>
        <source>You may trail any card that cannot capture anything.</source>
        <translation>아무것도 가져갈 수 없는 카드라면 어떤 카드든 트레일할 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="395"/>
        <source>You may trail only when no card in your hand can capture, build or add to a build.</source>
        <translation>손패의 어떤 카드로도 가져가기, 빌드 만들기, 빌드에 더하기를 할 수 없을 때만 트레일할 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="401"/>
        <source>To trail, lay your card face up on the table on its own. With an empty table you must trail.</source>
        <translation>트레일은 카드를 바닥에 앞면으로 따로 내려놓는 것입니다. 바닥이 비어 있으면 반드시 트레일해야 합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="412"/>
        <source>Sweeps and the end of a round</source>
        <translation>스윕과 라운드 종료</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="414"/>
        <source>A capture that leaves the table empty is a &lt;b&gt;sweep&lt;/b&gt; and earns your side {points} point; the capturing card stays face up in your pile to mark it.</source>
        <translation>카드를 가져가서 바닥이 비면 &lt;b&gt;스윕&lt;/b&gt;이며, 자기 팀이 {points}점을 얻습니다. 스윕을 표시하려고 가져갈 때 낸 카드를 가져간 카드 더미에 앞면이 보이게 놓아 둡니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="420"/>
        <source>A capture that leaves the table empty is a &lt;b&gt;sweep&lt;/b&gt;; sweeps score nothing at this table.</source>
        <translation>카드를 가져가서 바닥이 비면 &lt;b&gt;스윕&lt;/b&gt;입니다. 이 테이블에서는 스윕에 점수가 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="428"/>
        <source>A round ends when the stock is used up and nobody has a card left. The cards still on the table, builds and all, go to the side that captured last; that is not a sweep.</source>
        <translation>덱이 다 떨어지고 모두의 손패가 비면 라운드가 끝납니다. 바닥에 남은 카드는 빌드까지 모두 마지막으로 카드를 가져간 팀이 가져가며, 이것은 스윕으로 치지 않습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="438"/>
        <source>Scoring a round</source>
        <translation>라운드 점수 계산</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="442"/>
        <source>Item</source>
        <translation>항목</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="443"/>
        <source>Points</source>
        <translation>점수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="447"/>
        <source>Most cards (nobody scores on a tie)</source>
        <translation>카드 최다 (동점이면 아무도 얻지 못함)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="453"/>
        <source>Most spades (nobody scores on a tie)</source>
        <translation>스페이드 최다 (동점이면 아무도 얻지 못함)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="459"/>
        <source>Big Casino (10♦)</source>
        <translation>빅 카지노 (10♦)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="463"/>
        <source>Little Casino (2♠)</source>
        <translation>리틀 카지노 (2♠)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="466"/>
        <source>Each ace</source>
        <translation>에이스 한 장당</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="468"/>
        <source>Each sweep</source>
        <translation>스윕 한 번당</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="471"/>
        <source>nothing at this table</source>
        <translation>이 테이블에서는 없음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="478"/>
        <source>Not counting sweeps, a round holds {total} points. With two players, {cards} cards or more win “most cards” and {spades} spades or more win “most spades”.</source>
        <translation>스윕을 빼면 한 라운드에 걸린 점수는 모두 {total}점입니다. 2인 게임에서는 카드 {cards}장 이상이면 “카드 최다”, 스페이드 {spades}장 이상이면 “스페이드 최다”를 얻습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="491"/>
        <source>End of the game</source>
        <translation>게임 종료</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="494"/>
        <source>Scores add up from round to round. When a round is scored and one side has {target} points or more, that side wins.</source>
        <translation>점수는 라운드마다 누적됩니다. 라운드 점수를 계산한 뒤 한 팀이 {target}점 이상이면 그 팀이 이깁니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="502"/>
        <source>If several sides reach {target} in the same round, the round is counted out item by item from the totals before it: most cards, most spades, Big Casino, Little Casino, the aces (♠, ♣, ♥, ♦), then the sweeps in the order they were made. The first side to reach {target} wins.</source>
        <translation>같은 라운드에 여러 팀이 {target}점에 이르면, 그 라운드 전의 합계에서 시작해 항목별로 하나씩 점수를 더합니다. 순서는 카드 최다, 스페이드 최다, 빅 카지노, 리틀 카지노, 에이스(♠, ♣, ♥, ♦), 마지막으로 스윕을 한 순서대로입니다. 먼저 {target}점에 이른 팀이 이깁니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="510"/>
        <source>If several sides reach {target} in the same round, the higher total wins; if the highest totals are equal, everybody plays another round.</source>
        <translation>같은 라운드에 여러 팀이 {target}점에 이르면 합계가 높은 팀이 이깁니다. 가장 높은 합계가 같으면 모두 한 라운드를 더 합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="519"/>
        <source>The game also ends when the round limit is reached ({limit}): the highest total wins, and equal highest totals are a draw.</source>
        <translation>라운드 수 제한({limit})에 이르러도 게임이 끝납니다. 이때는 합계가 가장 높은 팀이 이기며, 가장 높은 합계가 같으면 무승부입니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="531"/>
        <source>{players} players in two partnerships</source>
        <translation>{players}인, 2명씩 2팀</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="535"/>
        <source>{players} players, each alone</source>
        <translation>{players}인, 개인전</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="539"/>
        <source>Rule</source>
        <translation>규칙</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="540"/>
        <source>At this table</source>
        <translation>이 테이블</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="561"/>
        <source>Rules at this table</source>
        <translation>이 테이블의 규칙</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="626"/>
        <source>How to play with the mouse and keyboard</source>
        <translation>마우스와 키보드로 하는 법</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="568"/>
        <source>&lt;b&gt;Capture or build&lt;/b&gt;: drag a card from your hand onto a card or a build on the table. When it can capture or build there in more than one way, the table offers the choices.</source>
        <translation>&lt;b&gt;가져가기 또는 빌드&lt;/b&gt;: 손패의 카드를 바닥의 카드나 빌드 위로 끌어 놓습니다. 그곳에서 가져가거나 빌드하는 방법이 여러 가지이면 선택지가 나타납니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="574"/>
        <source>&lt;b&gt;Trail&lt;/b&gt;: drag a card from your hand onto an empty part of the table.</source>
        <translation>&lt;b&gt;트레일&lt;/b&gt;: 손패의 카드를 바닥의 빈 곳으로 끌어 놓습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="578"/>
        <source>Or select a card and press Enter to play it (with the same choices), or T to trail it.</source>
        <translation>또는 카드를 선택한 뒤 Enter를 눌러 내거나(같은 선택지가 나타납니다) T를 눌러 트레일합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="583"/>
        <source>Every play ends your turn, so there is nothing to take back: Ctrl+Z is not available in Cassino.</source>
        <translation>카드를 내면 바로 차례가 끝나므로 되돌릴 것이 없습니다. 카지노에서는 Ctrl+Z를 쓸 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="591"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="592"/>
        <source>move between the controls</source>
        <translation>컨트롤 사이 이동</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="595"/>
        <source>Left, Right arrows</source>
        <translation>←, → 화살표 키</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="596"/>
        <source>move between cards</source>
        <translation>카드 사이 이동</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="599"/>
        <source>Up, Down arrows</source>
        <translation>↑, ↓ 화살표 키</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="600"/>
        <source>move from your hand to the table cards and builds and back</source>
        <translation>손패와 바닥의 카드·빌드 사이 이동</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="606"/>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="607"/>
        <source>select the card or build under the focus, in your hand or on the table</source>
        <translation>포커스가 있는 카드나 빌드 선택 (손패 또는 바닥)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="613"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="614"/>
        <source>play the selected card</source>
        <translation>선택한 카드 내기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="617"/>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="618"/>
        <source>trail the selected card</source>
        <translation>선택한 카드 트레일</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="622"/>
        <source>Key</source>
        <translation>키</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="623"/>
        <source>Action</source>
        <translation>동작</translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="149"/>
        <source>Game over</source>
        <translation>게임 종료</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="150"/>
        <source>{deal} is over</source>
        <translation>{deal} 종료</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="155"/>
        <source>&amp;Score sheet</source>
        <translation>점수표(&amp;S)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="159"/>
        <source>&amp;Close</source>
        <translation>닫기(&amp;C)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="202"/>
        <source>{side} win the game!</source>
        <comment>a side of partners</comment>
        <translation>{side} 팀 승리!</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/base.py" line="195"/>
        <source>&amp;Next deal</source>
        <translation>다음 라운드(&amp;N)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="50"/>
        <source>Melded cards</source>
        <translation>묶음 카드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="51"/>
        <source>Canasta bonuses</source>
        <translation>카나스타 보너스</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="52"/>
        <source>Red 3s</source>
        <translation>빨간 3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="53"/>
        <source>Going out</source>
        <translation>손패 털기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="54"/>
        <source>Cards left in hand</source>
        <translation>손패에 남은 카드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="55"/>
        <source>Deal total</source>
        <translation>라운드 합계</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="56"/>
        <source>Game score</source>
        <translation>게임 점수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="176"/>
        <source>Deal score</source>
        <translation>라운드 점수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="32"/>
        <source>{points} ({natural} natural, {mixed} mixed)</source>
        <translation>{points} (순정 {natural}, 비순정 {mixed})</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="43"/>
        <source>{points} (concealed)</source>
        <translation>{points} (퍼펙트 훌라)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="66"/>
        <source>A player went out.</source>
        <translation>한 플레이어가 손패를 털었습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="68"/>
        <source>{side} went out concealed.</source>
        <translation>{side}: 퍼펙트 훌라로 손패를 털었습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="71"/>
        <source>{side} went out.</source>
        <translation>{side}: 손패를 털었습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="75"/>
        <source>The stock ran out and the discard pile was not taken.</source>
        <translation>덱이 떨어졌고 버림패 더미를 아무도 가져가지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="79"/>
        <source>The stock ran out; the deal ended with that turn.</source>
        <translation>덱이 떨어져 그 차례를 끝으로 라운드가 끝났습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="83"/>
        <source>The last card of the stock was a red 3.</source>
        <translation>덱의 마지막 카드가 빨간 3이었습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="86"/>
        <source>The deal is over.</source>
        <translation>라운드가 끝났습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="203"/>
        <source>{side} wins the game!</source>
        <translation>{side} 승리!</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="205"/>
        <source>A draw between {sides}!</source>
        <translation>무승부입니다! ({sides})</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="206"/>
        <source>The game is over.</source>
        <translation>게임이 끝났습니다.</translation>
    </message>
</context>
<context>
    <name>GameDef</name>
    <message>
        <location filename="../canasta_gui/app/games/base.py" line="242"/>
        <source>Deal {n}</source>
        <translation>{n}라운드</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../canasta_gui/app/games/canasta/game.py" line="58"/>
        <source>Canasta</source>
        <extracomment>The option shown beside the preset rather than under Advanced.</extracomment>
        <translation>카나스타</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/game.py" line="61"/>
        <source>The classic partnership rummy game: melds, canastas, a frozen pile</source>
        <translation>팀으로 하는 정통 러미 게임: 묶음, 카나스타, 동결된 버림패 더미</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="48"/>
        <source>Cassino</source>
        <translation>카지노</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="51"/>
        <source>The fishing game: capture and build from the table, sweep it clean</source>
        <translation>바닥의 카드를 가져가고 빌드를 만들며 스윕을 노리는 피싱 계열 게임</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="66"/>
        <source>{players} players (partnerships, or each for themselves)</source>
        <translation>{players}인 (팀전 또는 개인전)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="69"/>
        <source>{players} players (each for themselves)</source>
        <translation>{players}인 (개인전)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="154"/>
        <source>The round is over</source>
        <translation>라운드가 끝났습니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="179"/>
        <source>&amp;Next round</source>
        <translation>다음 라운드(&amp;N)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="182"/>
        <source>Round {n}</source>
        <translation>{n}라운드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/game.py" line="49"/>
        <source>Hand and Foot</source>
        <translation>핸드 앤 풋</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/game.py" line="52"/>
        <source>Canasta with a hand and a foot each: five decks, books, four deals</source>
        <translation>각자 핸드와 풋을 받는 카나스타: 카드 5벌, 북, 4라운드</translation>
    </message>
</context>
<context>
    <name>GoOutQuestionDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="64"/>
        <source>May I go out?</source>
        <translation>털어도 될까요?</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="66"/>
        <source>“{name}” asks: Partner, may I go out?</source>
        <translation>“{name}”의 질문: 파트너, 손패를 털어도 될까요?</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="71"/>
        <source>Your answer binds your partner: after “Yes” they must go out this turn, after “No” they may not go out this turn.</source>
        <translation>파트너는 이 대답을 반드시 따라야 합니다. “예”라고 하면 파트너는 이번 차례에 반드시 손패를 털어야 하고, “아니요”라고 하면 이번 차례에 털 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="75"/>
        <source>&amp;Yes, go out</source>
        <translation>예, 털어 주세요(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="79"/>
        <source>After “Yes” your partner may go out this turn (they need not); after “No” they may not go out this turn.</source>
        <translation>“예”라고 하면 파트너는 이번 차례에 손패를 털 수 있습니다(털지 않아도 됩니다). “아니요”라고 하면 이번 차례에 털 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="83"/>
        <source>&amp;Yes, you may</source>
        <translation>예, 털어도 돼요(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="84"/>
        <source>&amp;No, keep playing</source>
        <translation>아니요, 계속하세요(&amp;N)</translation>
    </message>
</context>
<context>
    <name>HandFootRules</name>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="129"/>
        <source>How to play Hand and Foot</source>
        <extracomment>The minimum count of deal 1, 2, 3 and 4 (§4.7). Cards in a book, the most any meld may hold (§4.6.4-§4.6.5). The most wild cards in a rank meld of 3 to 5 cards, and of 6 or 7 (§4.6.2). Books a side needs to go out: clean, dirty, wild (§4.10.2 a). Cards a pile take picks up; 0 means the whole pile (§4.8.2, OPT-HF-PICKUP). Card values: joker; 2 and ace; king down to 8; 7 down to 4 and black 3 (§2.2). What a red 3 left in a hand or unplayed foot counts against its side (OPT-HF-RED3-LEFT).</extracomment>
        <translation>핸드 앤 풋 하는 법</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="143"/>
        <source>The aim</source>
        <translation>목표</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="146"/>
        <source>Hand and Foot is a rummy game for {players} players in two partnerships: partners sit opposite and share their melds, books, red 3s and score. You score by laying down &lt;b&gt;melds&lt;/b&gt; of cards of one rank and above all by completing &lt;b&gt;books&lt;/b&gt;, melds of {book} cards. Each player plays through two sets of cards, first the &lt;b&gt;hand&lt;/b&gt;, then the &lt;b&gt;foot&lt;/b&gt;. A game is {deals} deals; after the last one the side with the higher total wins.</source>
        <translation>핸드 앤 풋은 {players}명이 2명씩 두 팀으로 나뉘어 하는 러미 계열 게임입니다. 파트너는 마주 앉아 묶음, 북, 빨간 3, 점수를 함께 씁니다. 같은 숫자의 카드로 &lt;b&gt;묶음&lt;/b&gt;을 내려놓아 점수를 얻으며, 무엇보다 {book}장짜리 묶음인 &lt;b&gt;북&lt;/b&gt;을 완성하는 것이 중요합니다. 각 플레이어는 카드 두 뭉치를 차례로 씁니다. 먼저 &lt;b&gt;핸드&lt;/b&gt;(손패)를 쓰고, 그다음 &lt;b&gt;풋&lt;/b&gt;을 씁니다. 게임은 {deals}라운드이며, 마지막 라운드가 끝난 뒤 합계가 높은 팀이 이깁니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="159"/>
        <source>The cards and the deal</source>
        <translation>카드와 카드 나누기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="162"/>
        <source>{decks} decks, jokers included, are shuffled together: {cards} cards. Each player is dealt a hand of {hand} cards to play with, and a foot of {foot} cards that stays face down, unseen even by its owner, until the hand is used up. The rest of the cards are the stock.</source>
        <translation>조커를 포함한 카드 {decks}벌, 모두 {cards}장을 함께 섞습니다. 각 플레이어는 바로 들고 쓸 핸드 {hand}장과, 핸드를 다 쓸 때까지 주인도 보지 못하게 뒷면으로 놓아 두는 풋 {foot}장을 받습니다. 나머지 카드는 덱이 됩니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="172"/>
        <source>The top card of the stock is turned up to start the discard pile. A 3 or a wild card turned up is shuffled back into the stock and another card is turned.</source>
        <translation>덱의 맨 위 카드를 뒤집어 버림패 더미를 시작합니다. 뒤집은 카드가 3이나 와일드 카드이면 덱에 다시 섞어 넣고 다른 카드를 뒤집습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="178"/>
        <source>No card is turned up: the first discard starts the discard pile.</source>
        <translation>카드를 뒤집지 않습니다. 처음 버린 카드로 버림패 더미가 시작됩니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="184"/>
        <source>The player on the dealer&apos;s left plays first, and play goes clockwise.</source>
        <translation>딜러의 왼쪽 플레이어부터 시작해 시계 방향으로 진행합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="192"/>
        <source>Your turn</source>
        <translation>내 차례</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="194"/>
        <source>&lt;b&gt;Draw&lt;/b&gt; {draw} cards from the stock, or take the discard pile (see below).</source>
        <translation>&lt;b&gt;뽑기&lt;/b&gt;: 덱에서 카드 {draw}장을 뽑거나 버림패 더미를 가져갑니다(아래 참고).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="198"/>
        <source>&lt;b&gt;Red 3s&lt;/b&gt;: lay out every red 3 you hold and draw a card from the stock for each.</source>
        <translation>&lt;b&gt;빨간 3&lt;/b&gt;: 가지고 있는 빨간 3을 모두 내려놓고, 한 장마다 덱에서 한 장씩 뽑습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="202"/>
        <source>&lt;b&gt;Meld&lt;/b&gt;: put down new melds and add cards to your side&apos;s melds, as many as you like (or none).</source>
        <translation>&lt;b&gt;묶음 내기&lt;/b&gt;: 새 묶음을 내려놓거나 우리 팀의 묶음에 카드를 추가합니다. 원하는 만큼 해도 되고 하지 않아도 됩니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="207"/>
        <source>&lt;b&gt;Discard&lt;/b&gt; one card onto the pile; any card may be discarded, wild cards and black 3s too. Then the player on your left plays.</source>
        <translation>&lt;b&gt;버리기&lt;/b&gt;: 카드 한 장을 버림패 더미에 버립니다. 와일드 카드와 검은 3을 포함해 어떤 카드든 버릴 수 있습니다. 그다음 왼쪽 플레이어의 차례입니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="216"/>
        <source>Melds and books</source>
        <translation>묶음과 북</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="219"/>
        <source>A meld is three or more cards of one rank from 4 to ace; suits do not matter and sequences are not melds. &lt;b&gt;Jokers and 2s are wild&lt;/b&gt;. A meld needs at least two natural cards for every wild card in it: a meld of 3 to 5 cards may hold {small} wild card, a meld of 6 or 7 cards {large}. A &lt;b&gt;wild meld&lt;/b&gt; is made of wild cards only.</source>
        <translation>묶음은 4부터 A까지 중 한 숫자의 카드 3장 이상으로 만듭니다. 무늬는 상관없고, 연속된 숫자(줄)는 묶음이 아닙니다. &lt;b&gt;조커와 2는 와일드 카드&lt;/b&gt;입니다. 묶음에는 와일드 카드 1장당 일반 카드가 2장 이상 있어야 합니다. 즉 3~5장짜리 묶음에는 와일드 카드를 {small}장까지, 6~7장짜리 묶음에는 {large}장까지 넣을 수 있습니다. 와일드 카드로만 이루어진 묶음은 &lt;b&gt;와일드 묶음&lt;/b&gt;입니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="231"/>
        <source>No meld may hold more than {book} cards. A meld that reaches {book} cards is complete: it becomes a &lt;b&gt;book&lt;/b&gt;, and nothing more can be added to it. A &lt;b&gt;clean&lt;/b&gt; book has natural cards only, a &lt;b&gt;dirty&lt;/b&gt; book has wild cards too, and a &lt;b&gt;wild&lt;/b&gt; book has wild cards only.</source>
        <translation>묶음은 {book}장을 넘을 수 없습니다. {book}장이 된 묶음은 완성되어 &lt;b&gt;북&lt;/b&gt;이 되며, 더는 카드를 추가할 수 없습니다. 일반 카드로만 된 북은 &lt;b&gt;클린&lt;/b&gt; 북, 와일드 카드가 섞인 북은 &lt;b&gt;더티&lt;/b&gt; 북, 와일드 카드로만 된 북은 &lt;b&gt;와일드&lt;/b&gt; 북입니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="242"/>
        <source>Your side may have only one unfinished meld of each rank, and one unfinished wild meld. Completing a book frees its rank: the side may then start a new meld of it. Either partner may add to the side&apos;s melds; cards on the table stay there, and nobody touches the opponents&apos; melds.</source>
        <translation>우리 팀은 숫자마다 완성되지 않은 묶음을 하나만 가질 수 있고, 완성되지 않은 와일드 묶음도 하나만 가질 수 있습니다. 북을 완성하면 그 숫자의 새 묶음을 다시 시작할 수 있습니다. 두 파트너 모두 우리 팀의 묶음에 추가할 수 있습니다. 테이블에 낸 카드는 그대로 남으며, 상대 팀의 묶음에는 아무도 손댈 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="253"/>
        <source>Red and black 3s</source>
        <translation>빨간 3과 검은 3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="256"/>
        <source>&lt;b&gt;Red 3s&lt;/b&gt; are laid out as soon as you hold them, also those in a foot you pick up, and each is replaced from the stock. They are never melded or discarded, and each earns your side {red3}.</source>
        <translation>&lt;b&gt;빨간 3&lt;/b&gt;은 손에 들어오는 즉시 내려놓고(집어 든 풋에 있던 것도 마찬가지입니다), 한 장마다 덱에서 한 장씩 보충합니다. 빨간 3은 묶음으로 내거나 버릴 수 없으며, 한 장당 우리 팀에 {red3}점을 줍니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="266"/>
        <source>&lt;b&gt;Black 3s&lt;/b&gt; are never melded, not even to go out: they can only be discarded. While a black 3 is on top of the pile, nobody may take it.</source>
        <translation>&lt;b&gt;검은 3&lt;/b&gt;은 손패를 털 때도 묶음으로 낼 수 없고, 버릴 수만 있습니다. 검은 3이 버림패 더미 맨 위에 있는 동안에는 아무도 더미를 가져갈 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="275"/>
        <source>The first meld: the minimum count</source>
        <translation>첫 등록: 최소 점수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="278"/>
        <source>In every deal your side&apos;s first melds must be put down in one go, and the values of their cards must add up to at least the minimum count of that deal. Several melds may be combined; bonuses do not count. Once your side has opened, both partners meld freely for the rest of the deal.</source>
        <translation>라운드마다 우리 팀의 첫 묶음은 한 번에 내려놓아야 하며, 그 카드 점수의 합이 그 라운드의 최소 점수 이상이어야 합니다. 여러 묶음을 합쳐도 되지만 보너스는 포함되지 않습니다. 우리 팀이 등록하고 나면 두 파트너 모두 그 라운드가 끝날 때까지 자유롭게 묶음을 낼 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="290"/>
        <source>Deal</source>
        <translation>라운드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="291"/>
        <source>Minimum count</source>
        <translation>최소 점수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="300"/>
        <source>Card values, used for the minimum count and for scoring:</source>
        <translation>카드 점수 (최소 점수와 점수 계산에 쓰임):</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="309"/>
        <source>Card</source>
        <translation>카드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="310"/>
        <source>Value</source>
        <translation>점수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="313"/>
        <source>Joker</source>
        <translation>조커</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="314"/>
        <source>2, ace</source>
        <translation>2, A</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="315"/>
        <source>King down to 8</source>
        <translation>K ~ 8</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="316"/>
        <source>7 down to 4, black 3</source>
        <translation>7 ~ 4, 검은 3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="318"/>
        <source>Red 3</source>
        <translation>빨간 3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="319"/>
        <source>{red3} as a bonus once laid out; {left} if left in a hand or foot</source>
        <translation>내려놓으면 보너스 {red3}점, 손패나 풋에 남으면 {left}점</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="329"/>
        <source>Taking the discard pile</source>
        <translation>버림패 더미 가져가기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="332"/>
        <source>To take the pile you must hold &lt;b&gt;two natural cards&lt;/b&gt; of the top card&apos;s rank and put the top card down with them at once, in a new meld or on your side&apos;s unfinished meld of that rank. A natural card and a wild card are not enough. A wild card on top needs two wild cards from your hand, for a wild meld. Nobody may take the pile while a black 3 is on top. The pile is never frozen.</source>
        <translation>버림패 더미를 가져가려면 맨 위 카드와 같은 숫자의 &lt;b&gt;일반 카드 2장&lt;/b&gt;이 손패에 있어야 하며, 맨 위 카드를 그 카드들과 함께 바로 새 묶음으로 내거나 같은 숫자의 완성되지 않은 우리 팀 묶음에 내려놓아야 합니다. 일반 카드 1장과 와일드 카드 1장으로는 가져갈 수 없습니다. 맨 위 카드가 와일드 카드이면 손패의 와일드 카드 2장과 함께 와일드 묶음으로 내야 합니다. 검은 3이 맨 위에 있는 동안에는 아무도 더미를 가져갈 수 없습니다. 버림패 더미는 동결되지 않습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="344"/>
        <source>You take the top {count} cards of the pile, the top card included (the whole pile if it has fewer): the top card is melded and the others go into your hand.</source>
        <translation>맨 위 카드를 포함해 위에서부터 {count}장을 가져갑니다(더미가 그보다 적으면 전부). 맨 위 카드는 묶음으로 내고 나머지는 손패로 들어갑니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="350"/>
        <source>You take the whole pile: the top card is melded and the others go into your hand.</source>
        <translation>버림패 더미 전체를 가져갑니다. 맨 위 카드는 묶음으로 내고 나머지는 손패로 들어갑니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="357"/>
        <source>If your side has not opened yet, it must open in the same move, and only the top card of the pile counts towards the minimum; the other cards taken never count.</source>
        <translation>우리 팀이 아직 등록하지 않았다면 버림패 더미를 가져가면서 바로 등록해야 하며, 최소 점수에는 버림패 더미의 맨 위 카드만 포함됩니다. 함께 가져간 다른 카드는 포함되지 않습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="367"/>
        <source>The foot</source>
        <translation>풋</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="370"/>
        <source>When your hand runs out, you pick up your foot and play on with it. If your hand ran out while you were melding, you may keep melding from the foot this turn; if your discard emptied it, your turn is over. You cannot go out while you are still on your hand.</source>
        <translation>손패(핸드)를 다 쓰면 풋을 집어 들고 그 카드로 계속합니다. 묶음을 내다가 손패가 떨어졌다면 이번 차례에 풋의 카드로 계속 묶음을 낼 수 있고, 카드를 버려서 손패가 떨어졌다면 차례가 끝납니다. 아직 핸드를 쓰는 동안에는 털 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="382"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="477"/>
        <source>Going out</source>
        <translation>손패 털기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="385"/>
        <source>Only a player on their foot can go out, by getting rid of their last card; this ends the deal. Your side first needs at least these books: {clean} clean, {dirty} dirty and {wild} wild. Your partner must also have picked up their foot and played from it at least once.</source>
        <translation>풋을 쓰고 있는 플레이어만 마지막 카드까지 없애서 손패를 털 수 있으며, 그러면 라운드가 끝납니다. 그러려면 먼저 우리 팀에 북이 최소한 클린 {clean}개, 더티 {dirty}개, 와일드 {wild}개 있어야 합니다. 또한 파트너도 풋을 집어 들고 풋에서 카드를 한 번 이상 냈어야 합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="395"/>
        <source>You may go out by melding your last cards, or by discarding your last card, whatever it is.</source>
        <translation>마지막 카드들을 묶음으로 내거나 마지막 한 장을 버려서 털 수 있습니다. 마지막 카드는 어떤 카드든 상관없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="401"/>
        <source>You must go out by melding your last cards: going out with a discard is not allowed, so you never keep a single card.</source>
        <translation>마지막 카드들을 묶음으로 내서 털어야 합니다. 카드를 버려서 털 수는 없으므로 카드를 한 장만 남기는 일은 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="408"/>
        <source>You also need your partner&apos;s permission: ask “Partner, may I go out?” during your turn, once per turn, even before drawing. A “yes” allows you to go out this turn but does not oblige you; after a “no” you may not go out this turn.</source>
        <translation>파트너의 허락도 필요합니다. 내 차례 중에 차례당 한 번, 카드를 뽑기 전이라도 “파트너, 털어도 될까요?”라고 물을 수 있습니다. “예”라는 대답을 받으면 이번 차례에 털 수 있지만 반드시 털어야 하는 것은 아니며, “아니요”라는 대답을 받으면 이번 차례에는 털 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="415"/>
        <source>Asking your partner “May I go out?” is optional: once per turn, after drawing, and only when you are able to go out. After a “yes” you must go out this turn; after a “no” you may not.</source>
        <translation>파트너에게 “털어도 될까요?”라고 묻는 것은 선택입니다. 카드를 뽑은 뒤 털 수 있는 상태일 때만 차례당 한 번 물을 수 있습니다. “예”라면 이번 차례에 반드시 털어야 하고, “아니요”라면 털 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="424"/>
        <source>While you are on your foot and may not go out yet, you may not empty your hand: keep at least one card after your discard.</source>
        <translation>풋을 쓰는 중이라도 아직 털 수 없다면 손패를 비울 수 없습니다. 카드를 버린 뒤에도 한 장 이상 남겨야 합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="433"/>
        <source>When the stock runs out</source>
        <translation>덱이 떨어졌을 때</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="436"/>
        <source>If fewer than {draw} cards are left, you draw what is left. A red 3 that cannot be replaced is simply laid out. A player whose turn starts with an empty stock may still take the pile if they can; otherwise the deal ends, and nobody scores for going out.</source>
        <translation>덱에 남은 카드가 {draw}장보다 적으면 남은 만큼만 뽑습니다. 보충할 수 없는 빨간 3은 그냥 내려놓습니다. 덱이 빈 채로 차례가 시작된 플레이어는 가능하면 버림패 더미를 가져갈 수 있고, 그렇지 않으면 라운드가 끝나며 아무도 손패 털기 점수를 받지 못합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="447"/>
        <source>Scoring a deal</source>
        <translation>라운드 점수 계산</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="451"/>
        <source>Item</source>
        <translation>항목</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="452"/>
        <source>Points</source>
        <translation>점수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="456"/>
        <source>Cards in your side&apos;s melds and books</source>
        <translation>우리 팀 묶음과 북의 카드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="459"/>
        <source>plus their values</source>
        <translation>카드 점수만큼 더함</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="462"/>
        <source>Each clean book</source>
        <translation>클린 북 하나당</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="466"/>
        <source>Each dirty book</source>
        <translation>더티 북 하나당</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="470"/>
        <source>Each wild book</source>
        <translation>와일드 북 하나당</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="474"/>
        <source>Each red 3 laid out</source>
        <translation>내려놓은 빨간 3 한 장당</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="479"/>
        <source>Cards left in your side&apos;s hands, and in feet never picked up</source>
        <translation>우리 팀 손패에 남은 카드와 집어 들지 않은 풋의 카드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="483"/>
        <source>minus their values (a red 3: {left})</source>
        <translation>카드 점수만큼 뺌 (빨간 3: {left})</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="492"/>
        <source>Deal scores, which may be negative, are added to each side&apos;s total. When all {deals} deals have been played, the higher total wins; equal totals are a draw.</source>
        <translation>라운드 점수는 음수일 수도 있으며, 각 팀의 합계에 더해집니다. {deals}라운드를 모두 마치면 합계가 높은 팀이 이기고, 합계가 같으면 무승부입니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="503"/>
        <source>At this table a game is a single deal, with the first deal&apos;s minimum count; the higher total wins.</source>
        <translation>이 테이블에서는 게임이 1라운드뿐이며 첫 라운드의 최소 점수를 씁니다. 합계가 높은 팀이 이깁니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="509"/>
        <source>At this table a game is only the first {n} deals, each with its minimum count; the higher total after the last one wins.</source>
        <translation>이 테이블에서는 게임이 앞의 {n}라운드뿐이며 라운드마다 그 라운드의 최소 점수를 씁니다. 마지막 라운드가 끝난 뒤 합계가 높은 팀이 이깁니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="522"/>
        <source>Rule</source>
        <translation>규칙</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="523"/>
        <source>At this table</source>
        <translation>이 테이블</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="529"/>
        <source>Players and decks</source>
        <translation>플레이어와 카드 벌 수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="530"/>
        <source>{players} players in two partnerships, {decks} decks</source>
        <translation>{players}인 2팀, 카드 {decks}벌</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="544"/>
        <source>Rules at this table</source>
        <translation>이 테이블의 규칙</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="648"/>
        <source>How to play with the mouse and keyboard</source>
        <translation>마우스와 키보드로 하는 법</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="550"/>
        <source>&lt;b&gt;Draw&lt;/b&gt;: drag a card from the stock to your hand, or click the stock.</source>
        <translation>&lt;b&gt;뽑기&lt;/b&gt;: 덱의 카드를 손패로 끌어오거나 덱을 클릭합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="554"/>
        <source>&lt;b&gt;Take the pile&lt;/b&gt;: drag its top card onto your cards or onto one of your side&apos;s melds, or use the &lt;i&gt;Take pile&lt;/i&gt; button.</source>
        <translation>&lt;b&gt;버림패 가져가기&lt;/b&gt;: 맨 위 카드를 내 카드나 우리 팀의 묶음 위로 끌어 놓거나 &lt;i&gt;버림패 가져가기&lt;/i&gt; 버튼을 누릅니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="559"/>
        <source>&lt;b&gt;Select cards&lt;/b&gt; with a click, Shift+click or by dragging a rubber band around them, then drag them to the meld area (a new meld) or onto a meld.</source>
        <translation>클릭, Shift+클릭 또는 드래그로 테두리를 그려 &lt;b&gt;카드를 선택&lt;/b&gt;한 뒤, 묶음 영역(새 묶음)이나 기존 묶음 위로 끌어 놓습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="564"/>
        <source>An opening or a pile take is &lt;b&gt;staged&lt;/b&gt; first, so you can see it as a plan; then confirm it or cancel it as a whole.</source>
        <translation>첫 등록이나 버림패 가져가기는 먼저 &lt;b&gt;임시로 놓이므로&lt;/b&gt; 어떻게 될지 미리 볼 수 있습니다. 그런 다음 한꺼번에 확정하거나 취소합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="569"/>
        <source>&lt;b&gt;Discard&lt;/b&gt;: drag a card onto the pile, or double-click it.</source>
        <translation>&lt;b&gt;버리기&lt;/b&gt;: 카드를 버림패 더미로 끌어 놓거나 더블클릭합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="572"/>
        <source>&lt;b&gt;Ask your partner&lt;/b&gt; “May I go out?” with the &lt;i&gt;Ask partner&lt;/i&gt; button.</source>
        <translation>&lt;b&gt;파트너에게 묻기&lt;/b&gt;: &lt;i&gt;파트너에게 묻기&lt;/i&gt; 버튼으로 “털어도 될까요?”라고 묻습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="579"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="580"/>
        <source>move between the controls</source>
        <translation>컨트롤 사이 이동</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="583"/>
        <source>Left, Right arrows</source>
        <translation>←, → 화살표 키</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="584"/>
        <source>move between cards</source>
        <translation>카드 사이 이동</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="587"/>
        <source>Up, Down arrows</source>
        <translation>↑, ↓ 화살표 키</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="588"/>
        <source>move from your hand to the table (stock, pile, melds) and back</source>
        <translation>손패와 테이블(덱, 버림패 더미, 묶음) 사이 이동</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="594"/>
        <source>Space or Enter on the table</source>
        <translation>테이블에서 Space 또는 Enter</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="595"/>
        <source>draw, take the pile, or put the selected cards on the meld under the focus</source>
        <translation>뽑기, 버림패 가져가기, 또는 포커스가 있는 묶음에 선택한 카드 추가</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="601"/>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="602"/>
        <source>select or unselect the card</source>
        <translation>카드 선택 또는 선택 해제</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="605"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="606"/>
        <source>meld the selected cards</source>
        <translation>선택한 카드로 묶음 내기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="609"/>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="610"/>
        <source>discard</source>
        <translation>버리기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="613"/>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="614"/>
        <source>draw from the stock</source>
        <translation>덱에서 뽑기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="617"/>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="618"/>
        <source>take the pile</source>
        <translation>버림패 가져가기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="621"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="622"/>
        <source>ask your partner “May I go out?”</source>
        <translation>파트너에게 “털어도 될까요?” 묻기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="625"/>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="626"/>
        <source>confirm the plan</source>
        <translation>임시로 놓은 카드 확정</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="629"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="630"/>
        <source>cancel the plan</source>
        <translation>임시로 놓은 카드 취소</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="633"/>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="634"/>
        <source>take back your last meld or lay-off of this turn</source>
        <translation>이번 차례에 마지막으로 낸 묶음이나 추가한 카드 되돌리기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="639"/>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="640"/>
        <source>make it again</source>
        <translation>되돌린 것을 다시 하기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="644"/>
        <source>Key</source>
        <translation>키</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="645"/>
        <source>Action</source>
        <translation>동작</translation>
    </message>
</context>
<context>
    <name>HandFootSummary</name>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="38"/>
        <source>{points} ({foot} in a foot)</source>
        <translation>{points} (풋에서 {foot})</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="55"/>
        <source>Melded cards</source>
        <translation>묶음 카드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="56"/>
        <source>Clean books</source>
        <translation>클린 북</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="57"/>
        <source>Dirty books</source>
        <translation>더티 북</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="58"/>
        <source>Wild books</source>
        <translation>와일드 북</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="59"/>
        <source>Book bonuses</source>
        <translation>북 보너스</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="60"/>
        <source>Red 3s</source>
        <translation>빨간 3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="61"/>
        <source>Going out</source>
        <translation>손패 털기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="62"/>
        <source>Cards left in hands and feet</source>
        <translation>손패와 풋에 남은 카드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="63"/>
        <source>Deal total</source>
        <translation>라운드 합계</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="64"/>
        <source>Game score</source>
        <translation>게임 점수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="74"/>
        <source>A player went out.</source>
        <translation>한 플레이어가 손패를 털었습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="75"/>
        <source>{side} went out.</source>
        <translation>{side}: 손패를 털었습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="78"/>
        <source>The stock ran out, so the deal ended without anyone going out.</source>
        <translation>덱이 떨어져 아무도 손패를 털지 못한 채 라운드가 끝났습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="88"/>
        <source>Has the books to go out</source>
        <translation>털기에 필요한 북을 모두 갖춤</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="97"/>
        <source>{n} clean</source>
        <translation>클린 {n}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="98"/>
        <source>{n} dirty</source>
        <translation>더티 {n}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="99"/>
        <source>{n} wild</source>
        <translation>와일드 {n}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="89"/>
        <source>Books still needed to go out: {books}</source>
        <translation>털려면 더 필요한 북: {books}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="110"/>
        <source>Deal {n} of {deals} · minimum count {minimum}</source>
        <translation>{n}/{deals}라운드 · 최소 점수 {minimum}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="118"/>
        <source>The last deal of the game</source>
        <translation>이 게임의 마지막 라운드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="122"/>
        <source>minimum met</source>
        <translation>최소 점수 충족</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="127"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="165"/>
        <source>Books: {clean} clean, {dirty} dirty, {wild} wild</source>
        <translation>북: 클린 {clean}, 더티 {dirty}, 와일드 {wild}</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <location filename="../canasta_gui/app/listing.py" line="22"/>
        <source>{first} &amp; {second}</source>
        <comment>the last two players of one side, as one name</comment>
        <translation>{first}·{second}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/listing.py" line="26"/>
        <source>{first}, {rest}</source>
        <comment>the earlier players of one side, as one name</comment>
        <translation>{first}·{rest}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/listing.py" line="39"/>
        <source>{first}, {rest}</source>
        <comment>one item of a list, then the rest of the list</comment>
        <translation>{first}, {rest}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/listing.py" line="47"/>
        <source>{name}: {text}</source>
        <comment>a player&apos;s name in front of what they did or said</comment>
        <translation>{name}: {text}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/listing.py" line="54"/>
        <source>{label}:</source>
        <comment>a form field&apos;s label</comment>
        <translation>{label}:</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="141"/>
        <source>Canasta</source>
        <translation>카나스타</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="145"/>
        <source>&amp;Game</source>
        <translation>게임(&amp;G)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="146"/>
        <source>&amp;New game…</source>
        <translation>새 게임(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="147"/>
        <source>&amp;Score sheet</source>
        <translation>점수표(&amp;S)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="148"/>
        <source>&amp;Past games…</source>
        <translation>지난 게임(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="149"/>
        <source>Sa&amp;ved games…</source>
        <translation>저장된 게임(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="150"/>
        <source>S&amp;tatistics</source>
        <translation>통계(&amp;T)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="151"/>
        <source>&amp;Hint</source>
        <translation>힌트(&amp;H)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="152"/>
        <source>Back to the &amp;menu</source>
        <translation>메뉴로 돌아가기(&amp;M)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="153"/>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="154"/>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="155"/>
        <source>Scores and &amp;log</source>
        <translation>점수와 진행 기록(&amp;L)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="157"/>
        <source>Show or hide the side panel with the scores and the log (Ctrl+L)</source>
        <translation>점수와 진행 기록이 있는 옆 패널을 보이거나 숨깁니다 (Ctrl+L)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="159"/>
        <source>&amp;Settings</source>
        <translation>설정(&amp;S)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="160"/>
        <source>&amp;Settings…</source>
        <translation>설정(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="161"/>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="162"/>
        <source>&amp;Rules</source>
        <translation>규칙(&amp;R)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="163"/>
        <source>&amp;About canasta_gui</source>
        <translation>canasta_gui 정보(&amp;A)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="239"/>
        <source>New game</source>
        <translation>새 게임</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="323"/>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="330"/>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="340"/>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="346"/>
        <source>Continue</source>
        <translation>이어하기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="474"/>
        <source>The finished game could not be kept: {reason}</source>
        <translation>끝난 게임을 지난 게임 목록에 보관하지 못했습니다: {reason}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="497"/>
        <source>Statistics</source>
        <translation>통계</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="538"/>
        <source>Hint: {text}</source>
        <translation>힌트: {text}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="561"/>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="600"/>
        <source>Settings</source>
        <translation>설정</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="600"/>
        <source>Settings not saved: {e}</source>
        <translation>설정을 저장하지 못했습니다: {e}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="78"/>
        <source>Side {letter}</source>
        <comment>a side of one player, who plays alone</comment>
        <extracomment>Rows in the seat table: the largest table of any game. One colour per side so partners can be told apart at a glance (text says it too). Tallest the dialog makes itself: fits a 1024x720 screen under a title bar. Room for a window manager&apos;s title bar and frame, which Qt only knows once shown.</extracomment>
        <translation>{letter} (개인)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="81"/>
        <source>Side {letter}</source>
        <comment>a side of partners (a team)</comment>
        <translation>{letter}팀</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="117"/>
        <source>Seat &amp;{n}</source>
        <translation>좌석 &amp;{n}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="118"/>
        <source>Human</source>
        <translation>사람</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="119"/>
        <source>Computer</source>
        <translation>컴퓨터</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="121"/>
        <source>Seat {n}: player</source>
        <translation>좌석 {n}: 플레이어</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="124"/>
        <source>Seat {n}: name</source>
        <translation>좌석 {n}: 이름</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="129"/>
        <source>Seat {n}: computer level</source>
        <translation>좌석 {n}: 컴퓨터 난이도</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="437"/>
        <source>New game</source>
        <translation>새 게임</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="438"/>
        <source>&amp;Game:</source>
        <translation>게임(&amp;G):</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="445"/>
        <source>&amp;Configuration:</source>
        <translation>구성(&amp;C):</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="450"/>
        <source>Rule &amp;preset:</source>
        <translation>규칙 프리셋(&amp;P):</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="451"/>
        <source>&amp;Target score:</source>
        <translation>목표 점수(&amp;T):</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="454"/>
        <source>Players</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="455"/>
        <source>Side</source>
        <translation>팀</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="455"/>
        <source>Player</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="455"/>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="455"/>
        <source>Level</source>
        <translation>난이도</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="460"/>
        <source>&amp;Advanced rules</source>
        <translation>고급 규칙(&amp;A)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="461"/>
        <source>&amp;Reset to preset</source>
        <translation>프리셋으로 되돌리기(&amp;R)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="487"/>
        <source>&amp;Start game</source>
        <translation>게임 시작(&amp;S)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="612"/>
        <source>Partners: {seats}</source>
        <translation>파트너: {seats}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="616"/>
        <source>Plays alone</source>
        <translation>개인전</translation>
    </message>
    <message numerus="yes">
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="648"/>
        <source>Rules changed from the preset: %n</source>
        <translation>
            <numerusform>프리셋에서 바뀐 규칙: %n개</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/game.py" line="75"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/game.py" line="62"/>
        <source>{players} players, {decks} decks (partnerships)</source>
        <translation>{players}인, 카드 {decks}벌 (팀전)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/game.py" line="78"/>
        <source>{players} players, {decks} decks (each for themselves)</source>
        <translation>{players}인, 카드 {decks}벌 (개인전)</translation>
    </message>
</context>
<context>
    <name>OpeningDraw</name>
    <message>
        <location filename="../canasta_gui/app/scene/opening_draw.py" line="285"/>
        <source>Partners: {names}</source>
        <translation>파트너: {names}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/scene/opening_draw.py" line="292"/>
        <source>{first} has the highest card and plays first; {dealer} deals.</source>
        <translation>가장 높은 카드를 뽑은 {first}부터 시작하고, 딜러는 {dealer}입니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/scene/opening_draw.py" line="298"/>
        <source>Skip (Esc)</source>
        <translation>건너뛰기 (Esc)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/scene/opening_draw.py" line="299"/>
        <source>Start the deal now</source>
        <translation>바로 라운드를 시작합니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/scene/opening_draw.py" line="302"/>
        <source>Drawing cards for seats and the first deal</source>
        <translation>카드를 뽑아 자리와 첫 딜러 정하기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/scene/opening_draw.py" line="306"/>
        <source>Plays first</source>
        <translation>먼저 시작</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/scene/opening_draw.py" line="307"/>
        <source>Deals</source>
        <translation>딜러</translation>
    </message>
</context>
<context>
    <name>PastGames</name>
    <message>
        <location filename="../canasta_gui/app/past_games.py" line="139"/>
        <source>The past games could not be listed ({reason}).</source>
        <extracomment>A past game is an autosave plus its explanations: twice the save&apos;s own limit is plenty.</extracomment>
        <translation>지난 게임 목록을 불러오지 못했습니다 ({reason}).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/past_games.py" line="186"/>
        <source>it is not a canasta_gui past game</source>
        <translation>canasta_gui 지난 게임 기록이 아님</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/past_games.py" line="195"/>
        <source>it does not say when the game ended</source>
        <translation>게임이 끝난 시각이 없음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/past_games.py" line="200"/>
        <source>its game is not finished</source>
        <translation>게임이 끝나지 않았음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/past_games.py" line="219"/>
        <source>its explanations of the moves are damaged</source>
        <translation>컴퓨터 플레이어의 동작 설명이 손상됨</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/past_games.py" line="275"/>
        <source>The past game {name} could not be read ({reason}).</source>
        <translation>지난 게임 파일({name})을 읽지 못했습니다 ({reason}).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/past_games.py" line="278"/>
        <source>The past game {name} could not be read ({reason}). It was moved to {path}.</source>
        <translation>지난 게임 파일({name})을 읽지 못했습니다 ({reason}). 파일을 다른 이름으로 옮겨 두었습니다: {path}</translation>
    </message>
</context>
<context>
    <name>PastGamesDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/past_games_dialog.py" line="62"/>
        <source>Past games</source>
        <translation>지난 게임</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/past_games_dialog.py" line="64"/>
        <source>No finished game has been kept yet.</source>
        <translation>아직 보관된 지난 게임이 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/past_games_dialog.py" line="66"/>
        <source>Date</source>
        <translation>날짜</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/past_games_dialog.py" line="66"/>
        <source>Game</source>
        <translation>게임</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/past_games_dialog.py" line="66"/>
        <source>Players</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/past_games_dialog.py" line="66"/>
        <source>Final score</source>
        <translation>최종 점수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/past_games_dialog.py" line="68"/>
        <source>&amp;Score sheet and replay…</source>
        <translation>점수표와 다시 보기(&amp;S)…</translation>
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
        <translation>{name} 님에게 넘겨 주세요</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/privacy_screen.py" line="57"/>
        <source>Everyone else, please look away. {name}, are you ready?</source>
        <translation>다른 분들은 모두 화면을 보지 말아 주세요. {name} 님, 준비되셨나요?</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/privacy_screen.py" line="63"/>
        <source>I am {name}: show my cards</source>
        <translation>저는 {name}입니다: 내 카드 보기</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../canasta_gui/app/replay.py" line="99"/>
        <source>Move {n} of this game cannot be replayed.</source>
        <translation>이 게임의 {n}번째 동작은 다시 볼 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/replay.py" line="105"/>
        <source>The moves of this game do not lead to its recorded end.</source>
        <translation>이 게임의 동작을 따라가도 기록된 게임 결과에 이르지 않습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/replay.py" line="166"/>
        <source>A replay cannot change the game.</source>
        <translation>다시 보기에서는 게임을 바꿀 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="172"/>
        <source>Replay: {deal}</source>
        <translation>다시 보기: {deal}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="173"/>
        <source>&amp;Show:</source>
        <translation>보기(&amp;S):</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="176"/>
        <source>Last move</source>
        <translation>직전 동작</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="177"/>
        <source>&amp;Moves</source>
        <translation>동작 목록(&amp;M)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="179"/>
        <source>Start</source>
        <translation>처음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="179"/>
        <source>The deal as it was dealt (Home)</source>
        <translation>카드를 막 나눈 상태 (Home)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="180"/>
        <source>Back</source>
        <translation>이전</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="180"/>
        <source>One move back (Left arrow)</source>
        <translation>한 동작 뒤로 (← 화살표 키)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="181"/>
        <source>Forward</source>
        <translation>다음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="181"/>
        <source>One move forward (Right arrow)</source>
        <translation>한 동작 앞으로 (→ 화살표 키)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="182"/>
        <source>End</source>
        <translation>끝</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="182"/>
        <source>The deal as it was scored (End)</source>
        <translation>점수를 계산할 때의 상태 (End)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="248"/>
        <source>The cards are dealt.</source>
        <translation>카드를 나눴습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="263"/>
        <source>Move {n} of {count}</source>
        <translation>동작 {n}/{count}</translation>
    </message>
</context>
<context>
    <name>ReplayHook</name>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="302"/>
        <source>&amp;Replay…</source>
        <translation>다시 보기(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="304"/>
        <source>Step through the chosen deal move by move, with every hand face up</source>
        <translation>선택한 라운드를 모든 손패를 펼친 채 동작 하나하나 따라가며 봅니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="332"/>
        <source>Replay</source>
        <translation>다시 보기</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="52"/>
        <source>Canasta rules</source>
        <translation>카나스타 규칙</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="54"/>
        <source>{game}: rules</source>
        <translation>{game} 규칙</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="102"/>
        <source>How to play Canasta</source>
        <extracomment>Opening minimums: below 0, from 5, from 1,500, from 3,000, from 7,500 (game to 10,000). The minimum at a score of exactly 0 (OPT-CAN-MINIMUM-AT-ZERO: 50, or S0&apos;s 15). Card values: joker; 2 and ace; king down to 8; 7 down to 4 and black 3. Red-3 bonus by count with two decks and with three decks, before the no-meld sign.</extracomment>
        <translation>카나스타 하는 법</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="114"/>
        <source>The aim</source>
        <translation>목표</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="128"/>
        <source>Players and the deal</source>
        <translation>플레이어와 카드 나누기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="131"/>
        <source>Four or six players play in partnerships: partners never sit side by side and share their melds, red 3s and score. Two or three players each play for themselves. Two or three decks, jokers included, are shuffled together. Each player is dealt the number of cards below, one card is turned up to start the discard pile, and the rest is the stock. If the first upcard is a wild card or a red 3, another card is normally turned onto it.</source>
        <translation>4명이나 6명이면 팀전으로 합니다. 파트너는 서로 이웃해 앉지 않으며 묶음, 빨간 3, 점수를 함께 씁니다. 2명이나 3명이면 개인전으로 합니다. 조커를 포함한 카드 두 벌이나 세 벌을 함께 섞습니다. 각 플레이어에게 아래 표의 장수만큼 나누어 주고, 한 장을 앞면으로 뒤집어 버림패 더미를 시작하며, 나머지는 덱이 됩니다. 첫 버림패가 와일드 카드나 빨간 3이면 보통 그 위에 한 장을 더 뒤집습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="145"/>
        <source>Table</source>
        <translation>구성</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="146"/>
        <source>Cards dealt</source>
        <translation>나누는 장수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="158"/>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="508"/>
        <source>{players} players, {decks} decks</source>
        <translation>{players}인, 카드 {decks}벌</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="168"/>
        <source>Your turn</source>
        <translation>내 차례</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="171"/>
        <source>&lt;b&gt;Draw&lt;/b&gt;: take two cards from the stock (one under some rules), or take the whole discard pile.</source>
        <translation>&lt;b&gt;뽑기&lt;/b&gt;: 덱에서 카드 2장(규칙에 따라 1장)을 뽑거나 버림패 더미 전체를 가져갑니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="177"/>
        <source>&lt;b&gt;Meld&lt;/b&gt;: put down new melds and add cards to your side&apos;s melds, as many as you like (or none).</source>
        <translation>&lt;b&gt;묶음 내기&lt;/b&gt;: 새 묶음을 내려놓거나 우리 팀의 묶음에 카드를 추가합니다. 원하는 만큼 해도 되고 하지 않아도 됩니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="183"/>
        <source>&lt;b&gt;Discard&lt;/b&gt; one card onto the pile. Then the player on your left plays.</source>
        <translation>&lt;b&gt;버리기&lt;/b&gt;: 카드 한 장을 버림패 더미에 버립니다. 그다음 왼쪽 플레이어의 차례입니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="190"/>
        <source>Melds and wild cards</source>
        <translation>묶음과 와일드 카드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="193"/>
        <source>A meld is made of cards of one rank from 4 to ace; suits do not matter and sequences are not melds. &lt;b&gt;Jokers and 2s are wild&lt;/b&gt;: they stand in for natural cards, but a meld must always hold at least two natural cards and at most three wild cards. Wild cards never form a meld on their own.</source>
        <translation>묶음은 4부터 A까지 중 한 숫자의 카드로 만듭니다. 무늬는 상관없고, 연속된 숫자(줄)는 묶음이 아닙니다. &lt;b&gt;조커와 2는 와일드 카드&lt;/b&gt;로 일반 카드를 대신하지만, 묶음에는 언제나 일반 카드가 2장 이상, 와일드 카드는 3장 이하여야 합니다. 와일드 카드만으로는 묶음을 만들 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="204"/>
        <source>Your side may have only one meld of each rank; more cards of that rank are added to it. You may add to your partner&apos;s melds but never to an opponent&apos;s. Cards on the table stay there for the rest of the deal.</source>
        <translation>우리 팀은 숫자마다 묶음을 하나만 가질 수 있으며, 같은 숫자의 카드는 그 묶음에 추가합니다. 파트너의 묶음에는 추가할 수 있지만 상대 팀의 묶음에는 절대 추가할 수 없습니다. 테이블에 낸 카드는 라운드가 끝날 때까지 그대로 남습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="213"/>
        <source>Canastas</source>
        <translation>카나스타</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="236"/>
        <source>The first meld</source>
        <translation>첫 등록</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="239"/>
        <source>Until your side has melded, its first meld must be put down in one go, as one or more melds whose card values add up to at least a minimum. The minimum depends on your side&apos;s total score at the start of the deal. Bonuses for canastas and red 3s do not count towards it.</source>
        <translation>우리 팀이 아직 등록하지 않았다면 첫 묶음은 한 번에 내려놓아야 하며, 하나 이상의 묶음에 든 카드 점수의 합이 최소 점수 이상이어야 합니다. 최소 점수는 라운드를 시작할 때 우리 팀의 합계 점수에 따라 정해집니다. 카나스타와 빨간 3의 보너스는 여기에 포함되지 않습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="251"/>
        <source>Your score</source>
        <translation>우리 팀 점수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="252"/>
        <source>Minimum</source>
        <translation>최소 점수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="447"/>
        <source>+{one} each; with two decks {four} for all four, with three decks {four_3} for four, {five_3} for five and {six_3} for six; minus if your side has no meld</source>
        <translation>한 장당 +{one}, 카드 두 벌일 때 네 장 모두 {four}, 카드 세 벌일 때 네 장 {four_3}, 다섯 장 {five_3}, 여섯 장 {six_3}. 우리 팀에 묶음이 없으면 감점</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="490"/>
        <source>below 0</source>
        <translation>0 미만</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="491"/>
        <source>0 to 1,495</source>
        <translation>0 ~ 1,495</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="257"/>
        <source>1,500 to 2,995</source>
        <translation>1,500 ~ 2,995</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="228"/>
        <source>At this table a canasta holds at most {n} cards: once full, no card can be added to it.</source>
        <translation>이 테이블에서는 카나스타가 최대 {n}장입니다. 다 차면 더는 카드를 추가할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="261"/>
        <source>3,000 or more</source>
        <translation>3,000 이상</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="265"/>
        <source>7,500 or more (only in a game to 10,000)</source>
        <translation>7,500 이상 (10,000점 게임에서만)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="275"/>
        <source>Card values, used for the minimum and for scoring:</source>
        <translation>카드 점수 (최소 점수와 점수 계산에 쓰임):</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="283"/>
        <source>Card</source>
        <translation>카드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="284"/>
        <source>Value</source>
        <translation>점수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="288"/>
        <source>Joker</source>
        <translation>조커</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="292"/>
        <source>2, ace</source>
        <translation>2, A</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="296"/>
        <source>King down to 8</source>
        <translation>K ~ 8</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="300"/>
        <source>7 down to 4, black 3</source>
        <translation>7 ~ 4, 검은 3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="304"/>
        <source>Red 3</source>
        <translation>빨간 3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="305"/>
        <source>bonus only (see below)</source>
        <translation>보너스만 (아래 참고)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="311"/>
        <source>The discard pile</source>
        <translation>버림패 더미</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="314"/>
        <source>To take the pile you must use its top card at once: meld it with two natural cards of its rank from your hand, or with one natural card and one wild card, or add it to one of your side&apos;s melds of that rank. Then the rest of the pile goes into your hand.</source>
        <translation>버림패 더미를 가져가려면 맨 위 카드를 바로 써야 합니다. 손패의 같은 숫자 일반 카드 2장과 함께, 또는 일반 카드 1장과 와일드 카드 1장과 함께 묶음으로 내거나, 우리 팀의 같은 숫자 묶음에 추가합니다. 그런 다음 나머지 버림패가 손패로 들어옵니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="325"/>
        <source>The pile is &lt;b&gt;frozen&lt;/b&gt; while it contains a wild card or a red 3 (the freezing card lies sideways), and it is always frozen for a side that has not melded yet. A frozen pile can be taken only with two natural cards of the top card&apos;s rank from your hand. Taking the pile unfreezes it.</source>
        <translation>버림패 더미에 와일드 카드나 빨간 3이 있는 동안에는 더미가 &lt;b&gt;동결&lt;/b&gt;되며(동결시킨 카드는 옆으로 눕혀 놓습니다), 아직 등록하지 않은 팀에게는 언제나 동결 상태입니다. 동결된 더미는 맨 위 카드와 같은 숫자의 일반 카드 2장이 손패에 있어야만 가져갈 수 있습니다. 더미를 가져가면 동결이 풀립니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="336"/>
        <source>The pile is &lt;b&gt;blocked&lt;/b&gt; while its top card is a black 3 or a wild card: nobody may take it until another card covers it.</source>
        <translation>맨 위 카드가 검은 3이나 와일드 카드인 동안에는 더미가 &lt;b&gt;막힙니다&lt;/b&gt;. 다른 카드가 그 위를 덮을 때까지 아무도 가져갈 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="345"/>
        <source>If your side has not melded yet, the meld with the top card (plus any melds from your hand) must reach your minimum before the rest of the pile is yours; the other pile cards do not count towards it.</source>
        <translation>우리 팀이 아직 등록하지 않았다면, 맨 위 카드로 만든 묶음(손패로만 함께 낸 묶음 포함)이 최소 점수에 이르러야 나머지 버림패를 가져갈 수 있습니다. 더미의 다른 카드는 점수에 포함되지 않습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="354"/>
        <source>Red and black 3s</source>
        <translation>빨간 3과 검은 3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="369"/>
        <source>&lt;b&gt;Black 3s&lt;/b&gt; cannot be melded, except as a meld of three or more black 3s without wild cards in the turn you go out. Discarding one blocks the next player.</source>
        <translation>&lt;b&gt;검은 3&lt;/b&gt;은 묶음으로 낼 수 없습니다. 다만 손패를 터는 차례에는 와일드 카드 없이 검은 3만 3장 이상으로 묶음을 낼 수 있습니다. 검은 3을 버리면 다음 플레이어는 버림패를 가져갈 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="378"/>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="455"/>
        <source>Going out</source>
        <translation>손패 털기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="381"/>
        <source>You go out by getting rid of your last card, by melding it or by discarding it; this ends the deal. Your side needs at least one canasta first (two at some tables, see above). Going out earns 100, or 200 if you go out &lt;b&gt;concealed&lt;/b&gt;: all in one turn, without having melded anything earlier in the deal.</source>
        <translation>마지막 카드를 묶음으로 내거나 버려서 손패를 모두 없애는 것을 손패를 턴다고 하며, 그러면 라운드가 끝납니다. 그 전에 우리 팀에 카나스타가 하나 이상 있어야 합니다(테이블에 따라 두 개, 위 표 참고). 손패를 털면 100점, &lt;b&gt;퍼펙트 훌라&lt;/b&gt;로 털면 200점입니다. 퍼펙트 훌라란 그 라운드에 아무것도 내려놓지 않은 상태에서 한 차례에 모두 내고 터는 것입니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="395"/>
        <source>At this table your side also needs at least {n} melds on the table, canastas included, before you may go out.</source>
        <translation>이 테이블에서는 손패를 털기 전에 우리 팀이 카나스타를 포함해 묶음을 {n}개 이상 테이블에 내 두어야 합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="404"/>
        <source>In a partnership you may ask “Partner, may I go out?” after drawing and before melding, when you are able to go out. The answer binds: after “yes” you must go out this turn, after “no” you may not. Normally you may ask once per deal.</source>
        <translation>팀전에서 손패를 털 수 있을 때는 카드를 뽑은 뒤 묶음을 내기 전에 “파트너, 털어도 될까요?”라고 물을 수 있습니다. 대답은 반드시 따라야 합니다. “예”라면 이번 차례에 반드시 털어야 하고, “아니요”라면 털 수 없습니다. 보통 한 라운드에 한 번 물을 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="425"/>
        <source>Scoring a deal</source>
        <translation>라운드 점수 계산</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="429"/>
        <source>Item</source>
        <translation>항목</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="430"/>
        <source>Points</source>
        <translation>점수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="434"/>
        <source>Cards in your side&apos;s melds</source>
        <translation>우리 팀 묶음의 카드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="435"/>
        <source>plus their values</source>
        <translation>카드 점수만큼 더함</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="438"/>
        <source>Each natural canasta</source>
        <translation>순정 카나스타 하나당</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="442"/>
        <source>Each mixed canasta</source>
        <translation>비순정 카나스타 하나당</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="446"/>
        <source>Red 3s</source>
        <translation>빨간 3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="117"/>
        <source>Canasta is a rummy game. You score by laying down &lt;b&gt;melds&lt;/b&gt;, sets of three or more cards of the same rank, and above all &lt;b&gt;canastas&lt;/b&gt;, melds of seven or more cards. A game lasts several deals; it ends when a side reaches the target score ({target} unless the table says otherwise), and the side with the highest total wins.</source>
        <translation>카나스타는 러미 계열의 카드 게임입니다. 같은 숫자의 카드 3장 이상으로 이루어진 &lt;b&gt;묶음&lt;/b&gt;, 그리고 무엇보다 7장 이상의 묶음인 &lt;b&gt;카나스타&lt;/b&gt;를 내려놓아 점수를 얻습니다. 게임은 여러 라운드에 걸쳐 진행되며, 어느 팀이 목표 점수(테이블에서 따로 정하지 않았다면 {target}점)에 이르면 끝나고 합계가 가장 높은 팀이 이깁니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="41"/>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="43"/>
        <source>Rules</source>
        <translation>규칙</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="147"/>
        <source>Canastas needed to go out (by default)</source>
        <translation>털기에 필요한 카나스타 (기본값)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="216"/>
        <source>A meld of seven or more cards is a canasta. A &lt;b&gt;natural&lt;/b&gt; canasta, without wild cards, earns a bonus of {natural}; a &lt;b&gt;mixed&lt;/b&gt; canasta, with wild cards, earns {mixed}. A canasta can keep growing.</source>
        <translation>카드 7장 이상의 묶음이 카나스타입니다. 와일드 카드가 없는 &lt;b&gt;순정&lt;/b&gt; 카나스타는 {natural}점, 와일드 카드가 들어간 &lt;b&gt;비순정&lt;/b&gt; 카나스타는 {mixed}점의 보너스를 받습니다. 카나스타가 된 뒤에도 카드를 계속 추가할 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="357"/>
        <source>&lt;b&gt;Red 3s&lt;/b&gt; are bonus cards. Whenever you get one it is laid face up in front of your side and, unless it came from the pile, replaced from the stock. With two decks each is worth {one} and all four together {four}. With three decks four are worth {four_3}, five {five_3} and six {six_3}. Red 3s count against your side if it has no meld when the deal ends.</source>
        <translation>&lt;b&gt;빨간 3&lt;/b&gt;은 보너스 카드입니다. 빨간 3이 들어오면 언제나 우리 팀 앞에 앞면으로 놓고, 버림패 더미에서 온 카드가 아니면 덱에서 한 장을 보충합니다. 카드 두 벌일 때는 한 장당 {one}점, 네 장을 모두 모으면 {four}점입니다. 카드 세 벌일 때는 네 장이 {four_3}점, 다섯 장이 {five_3}점, 여섯 장이 {six_3}점입니다. 라운드가 끝날 때 우리 팀에 묶음이 없으면 빨간 3의 점수만큼 뺍니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="414"/>
        <source>If the stock runs out, play normally goes on as long as players take the discard pile (you must take it when its top card fits one of your side&apos;s melds and the pile is not frozen for you). When a player does not take it, the deal ends. Normally, if you draw a red 3 and the stock has no card left to replace it, the deal ends at once.</source>
        <translation>덱이 떨어지면 보통은 플레이어들이 버림패 더미를 가져가는 동안 게임이 계속됩니다(맨 위 카드가 우리 팀의 묶음에 맞고 더미가 우리 팀에게 동결 상태가 아니면 반드시 가져가야 합니다). 누군가 버림패 더미를 가져가지 않으면 라운드가 끝납니다. 또한 보통은 빨간 3을 뽑았는데 덱에 보충할 카드가 남아 있지 않으면 그 즉시 라운드가 끝납니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="456"/>
        <source>+100, or +200 concealed</source>
        <translation>+100, 퍼펙트 훌라는 +200</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="459"/>
        <source>Cards left in the hands of your side</source>
        <translation>우리 팀 손패에 남은 카드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="462"/>
        <source>minus their values</source>
        <translation>카드 점수만큼 뺌</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="469"/>
        <source>Deal scores, which may be negative, are added to each side&apos;s total. When a side reaches the target after a deal, the game ends and the highest total wins; equal highest totals are a draw.</source>
        <translation>라운드 점수는 음수일 수도 있으며, 각 팀의 합계에 더해집니다. 라운드가 끝난 뒤 어느 팀이 목표 점수에 이르면 게임이 끝나고 합계가 가장 높은 팀이 이깁니다. 가장 높은 합계가 같으면 무승부입니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="486"/>
        <source>0 or below</source>
        <translation>0 이하</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="487"/>
        <source>5 to 1,495</source>
        <translation>5 ~ 1,495</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="498"/>
        <source>Rule</source>
        <translation>규칙</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="499"/>
        <source>At this table</source>
        <translation>이 테이블</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="507"/>
        <source>Players and decks</source>
        <translation>플레이어와 카드 벌 수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="532"/>
        <source>Rules at this table</source>
        <translation>이 테이블의 규칙</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="626"/>
        <source>How to play with the mouse and keyboard</source>
        <translation>마우스와 키보드로 하는 법</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="536"/>
        <source>&lt;b&gt;Draw&lt;/b&gt;: drag a card from the stock to your hand, or click the stock.</source>
        <translation>&lt;b&gt;뽑기&lt;/b&gt;: 덱의 카드를 손패로 끌어오거나 덱을 클릭합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="540"/>
        <source>&lt;b&gt;Take the pile&lt;/b&gt;: drag its top card onto your cards or onto one of your side&apos;s melds, or use the &lt;i&gt;Take pile&lt;/i&gt; button.</source>
        <translation>&lt;b&gt;버림패 가져가기&lt;/b&gt;: 맨 위 카드를 내 카드나 우리 팀의 묶음 위로 끌어 놓거나 &lt;i&gt;버림패 가져가기&lt;/i&gt; 버튼을 누릅니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="545"/>
        <source>&lt;b&gt;Select cards&lt;/b&gt; with a click, Shift+click or by dragging a rubber band around them, then drag them to the meld area (a new meld) or onto a meld.</source>
        <translation>클릭, Shift+클릭 또는 드래그로 테두리를 그려 &lt;b&gt;카드를 선택&lt;/b&gt;한 뒤, 묶음 영역(새 묶음)이나 기존 묶음 위로 끌어 놓습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="550"/>
        <source>An opening or a pile take is &lt;b&gt;staged&lt;/b&gt; first, so you can see it as a plan; then confirm it or cancel it as a whole.</source>
        <translation>첫 등록이나 버림패 가져가기는 먼저 &lt;b&gt;임시로 놓이므로&lt;/b&gt; 어떻게 될지 미리 볼 수 있습니다. 그런 다음 한꺼번에 확정하거나 취소합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="555"/>
        <source>&lt;b&gt;Discard&lt;/b&gt;: drag a card onto the pile, or double-click it.</source>
        <translation>&lt;b&gt;버리기&lt;/b&gt;: 카드를 버림패 더미로 끌어 놓거나 더블클릭합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="561"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="562"/>
        <source>move between the controls</source>
        <translation>컨트롤 사이 이동</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="565"/>
        <source>Left, Right arrows</source>
        <translation>←, → 화살표 키</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="566"/>
        <source>move between cards</source>
        <translation>카드 사이 이동</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="569"/>
        <source>Up, Down arrows</source>
        <translation>↑, ↓ 화살표 키</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="570"/>
        <source>move from your hand to the table (stock, pile, melds) and back</source>
        <translation>손패와 테이블(덱, 버림패 더미, 묶음) 사이 이동</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="576"/>
        <source>Space or Enter on the table</source>
        <translation>테이블에서 Space 또는 Enter</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="577"/>
        <source>draw, take the pile, or put the selected cards on the meld under the focus</source>
        <translation>뽑기, 버림패 가져가기, 또는 포커스가 있는 묶음에 선택한 카드 추가</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="583"/>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="584"/>
        <source>select or unselect the card</source>
        <translation>카드 선택 또는 선택 해제</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="587"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="588"/>
        <source>play the selected cards</source>
        <translation>선택한 카드 내기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="591"/>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="592"/>
        <source>discard</source>
        <translation>버리기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="595"/>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="596"/>
        <source>draw from the stock</source>
        <translation>덱에서 뽑기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="599"/>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="600"/>
        <source>take the pile</source>
        <translation>버림패 가져가기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="603"/>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="604"/>
        <source>confirm the plan</source>
        <translation>임시로 놓은 카드 확정</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="607"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="608"/>
        <source>cancel the plan</source>
        <translation>임시로 놓은 카드 취소</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="611"/>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="612"/>
        <source>take back your last meld or lay-off of this turn</source>
        <translation>이번 차례에 마지막으로 낸 묶음이나 추가한 카드 되돌리기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="617"/>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="618"/>
        <source>make it again</source>
        <translation>되돌린 것을 다시 하기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="622"/>
        <source>Key</source>
        <translation>키</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="623"/>
        <source>Action</source>
        <translation>동작</translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="89"/>
        <source>Saved games</source>
        <translation>저장된 게임</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="92"/>
        <source>No unfinished game is saved.</source>
        <translation>저장된 진행 중인 게임이 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="94"/>
        <source>Last played</source>
        <translation>마지막 플레이</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="94"/>
        <source>Game</source>
        <translation>게임</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="94"/>
        <source>Players</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="94"/>
        <source>Score</source>
        <translation>점수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="96"/>
        <source>&amp;Delete…</source>
        <translation>삭제(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="97"/>
        <source>&amp;Resume</source>
        <translation>이어하기(&amp;R)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="113"/>
        <source>{game} ({preset}, {n} players)</source>
        <translation>{game} ({preset}, {n}명)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="124"/>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="133"/>
        <source>{side} {score}</source>
        <translation>{side} {score}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="164"/>
        <source>Delete saved game</source>
        <translation>저장된 게임 삭제</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="165"/>
        <source>Delete the saved game of {game} with {players}? It cannot be undone.</source>
        <translation>저장된 {game} 게임(플레이어: {players})을 삭제할까요? 삭제하면 되돌릴 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="203"/>
        <source>The saved game could not be deleted ({reason}).</source>
        <translation>저장된 게임을 삭제하지 못했습니다 ({reason}).</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../canasta_gui/app/widgets/score_chart.py" line="63"/>
        <source>Score chart</source>
        <translation>점수 그래프</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_chart.py" line="145"/>
        <source>Target {target}</source>
        <translation>목표 {target}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="249"/>
        <source>Score sheet</source>
        <translation>점수표</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="251"/>
        <source>No deal has been scored yet.</source>
        <translation>아직 점수를 계산한 라운드가 없습니다.</translation>
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
        <translation>이번 라운드: {deal}, 합계: {total}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_sheet.py" line="173"/>
        <source>Deal {n}</source>
        <translation>{n}라운드</translation>
    </message>
</context>
<context>
    <name>SeedEntry</name>
    <message>
        <location filename="../canasta_gui/app/widgets/seed_entry.py" line="21"/>
        <source>A seed may have at most {limit} characters; this one has {n}.</source>
        <translation>시드는 최대 {limit}자까지 쓸 수 있습니다. 지금은 {n}자입니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/seed_entry.py" line="25"/>
        <source>A seed may not hold tabs or other control characters.</source>
        <translation>시드에는 탭이나 다른 제어 문자를 넣을 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/seed_entry.py" line="65"/>
        <source>Deal s&amp;eed:</source>
        <translation>카드 시드(&amp;E):</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/seed_entry.py" line="66"/>
        <source>Random: new cards</source>
        <translation>무작위: 새 카드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/seed_entry.py" line="67"/>
        <source>Deal seed</source>
        <translation>카드 시드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/seed_entry.py" line="69"/>
        <source>Type the seed of an earlier game (its score sheet shows it) to be dealt the same cards again; leave it empty for new cards</source>
        <translation>지난 게임의 시드(점수표에 나옵니다)를 입력하면 같은 카드를 다시 받습니다. 새 카드로 하려면 비워 두세요</translation>
    </message>
</context>
<context>
    <name>SeedLine</name>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="106"/>
        <source>Deal s&amp;eed:</source>
        <translation>카드 시드(&amp;E):</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="108"/>
        <source>Type this seed in New game → Advanced rules to be dealt the same cards again, or give it to a friend</source>
        <translation>새 게임 → 고급 규칙에 이 시드를 입력하면 같은 카드를 다시 받을 수 있습니다. 친구에게 알려 줄 수도 있습니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="114"/>
        <source>Deal seed</source>
        <translation>카드 시드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="116"/>
        <source>Copied</source>
        <translation>복사됨</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="118"/>
        <source>Cop&amp;y</source>
        <translation>복사(&amp;Y)</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../canasta_gui/app/seat_names.py" line="24"/>
        <source>Player {n}</source>
        <translation>플레이어 {n}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/seat_names.py" line="25"/>
        <source>{level} {n}</source>
        <translation>{level} {n}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="165"/>
        <location filename="../canasta_gui/app/session.py" line="251"/>
        <source>It is not your turn.</source>
        <translation>내 차례가 아닙니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="228"/>
        <source>Nothing to undo: every play in this game ends the turn.</source>
        <translation>되돌릴 것이 없습니다: 이 게임에서는 카드를 내면 바로 차례가 끝납니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="233"/>
        <source>Nothing to undo: drawing, taking the pile, asking your partner and discarding cannot be undone.</source>
        <translation>되돌릴 것이 없습니다: 뽑기, 버림패 가져가기, 파트너에게 묻기, 버리기는 되돌릴 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="245"/>
        <source>Nothing to redo.</source>
        <translation>다시 할 것이 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="325"/>
        <source>The finished game&apos;s file could not be removed: {reason}</source>
        <translation>끝난 게임의 파일을 지우지 못했습니다: {reason}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="416"/>
        <source>The computer player {name} failed: {text}</source>
        <translation>컴퓨터 플레이어 {name}에서 오류가 발생했습니다: {text}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="446"/>
        <source>The game could not be saved: {reason}</source>
        <translation>게임을 저장하지 못했습니다: {reason}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="52"/>
        <source>draws from the stock</source>
        <translation>덱에서 뽑습니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="54"/>
        <source>takes the pile</source>
        <translation>버림패 더미를 가져갑니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="56"/>
        <source>takes the pile and melds {ranks}</source>
        <translation>버림패 더미를 가져가 {ranks} 묶음을 냅니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="62"/>
        <source>melds {ranks} and lays off on the {layoffs}</source>
        <translation>{ranks} 묶음을 내고 {layoffs} 묶음에 추가합니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="66"/>
        <source>lays off on the {ranks}</source>
        <translation>{ranks} 묶음에 추가합니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="69"/>
        <source>melds {ranks}</source>
        <translation>{ranks} 묶음을 냅니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="71"/>
        <source>discards {card}</source>
        <translation>{card} 카드를 버립니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="75"/>
        <source>asks partner: may I go out?</source>
        <translation>파트너에게 묻습니다: 털어도 될까요?</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="78"/>
        <source>answers yes</source>
        <translation>“예”라고 대답합니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="80"/>
        <source>answers no</source>
        <translation>“아니요”라고 대답합니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="83"/>
        <source>leaves the pile, which ends the deal</source>
        <translation>버림패 더미를 가져가지 않아 라운드가 끝납니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="85"/>
        <source>ends the turn</source>
        <translation>차례를 마칩니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="86"/>
        <source>— Deal {number} —</source>
        <translation>— {number}라운드 —</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="95"/>
        <source>wild cards</source>
        <translation>와일드</translation>
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
        <translation>자리를 정하려고 {card} 카드를 뽑습니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/seat_draw.py" line="49"/>
        <source>draws {card}, which does not count, and draws again</source>
        <translation>{card} 카드를 뽑았지만 인정되지 않아 다시 뽑습니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/seat_draw.py" line="53"/>
        <source>has the highest card and plays first</source>
        <translation>가장 높은 카드를 뽑아 먼저 시작합니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/seat_draw.py" line="54"/>
        <source>deals first</source>
        <translation>첫 라운드의 카드를 나눕니다</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="34"/>
        <source>Slow</source>
        <extracomment>Animation speeds, slowest first: (settings value, label).</extracomment>
        <translation>느리게</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="35"/>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="50"/>
        <source>Normal</source>
        <translation>보통</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="36"/>
        <source>Fast</source>
        <translation>빠르게</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="37"/>
        <source>Instant</source>
        <translation>즉시</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="42"/>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="58"/>
        <source>Blue</source>
        <extracomment>Card back colours: (settings value, label).</extracomment>
        <translation>파랑</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="43"/>
        <source>Red</source>
        <translation>빨강</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="44"/>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="57"/>
        <source>Green</source>
        <extracomment>Felt colours: (settings value, label).</extracomment>
        <translation>초록</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="49"/>
        <source>Small</source>
        <extracomment>Card sizes, smallest first: (settings value, label).</extracomment>
        <translation>작게</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="51"/>
        <source>Large</source>
        <translation>크게</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="52"/>
        <source>Extra large</source>
        <translation>아주 크게</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="59"/>
        <source>Burgundy</source>
        <translation>버건디</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="60"/>
        <source>Charcoal</source>
        <translation>차콜</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="146"/>
        <source>Settings</source>
        <translation>설정</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="147"/>
        <source>&amp;Language:</source>
        <translation>언어(&amp;L):</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="148"/>
        <source>Animation &amp;speed:</source>
        <translation>애니메이션 속도(&amp;S):</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="149"/>
        <source>Card &amp;back:</source>
        <translation>카드 뒷면(&amp;B):</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="150"/>
        <source>&amp;Four-colour deck</source>
        <translation>4색 카드(&amp;F)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="151"/>
        <source>&amp;Past games kept:</source>
        <translation>보관할 지난 게임 수(&amp;P):</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="153"/>
        <source>How many finished games the Past games list keeps; the oldest go first</source>
        <translation>지난 게임 목록에 보관할 끝난 게임의 수입니다. 가장 오래된 게임부터 지워집니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="161"/>
        <source>Each suit in its own colour, so the four suits differ at a glance</source>
        <translation>무늬마다 색을 달리해 네 무늬를 한눈에 구별합니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="163"/>
        <source>Card si&amp;ze:</source>
        <translation>카드 크기(&amp;Z):</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="166"/>
        <source>How large the cards may grow on a big screen; the whole table always stays in the window, so a small window shows them as large as fits</source>
        <translation>큰 화면에서 카드를 얼마나 크게 보여 줄지 정합니다. 테이블 전체가 항상 창 안에 들어오므로, 작은 창에서는 들어가는 만큼만 크게 보입니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="170"/>
        <source>&amp;Table colour:</source>
        <translation>테이블 색(&amp;T):</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="171"/>
        <source>&amp;High contrast</source>
        <translation>고대비(&amp;H)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="174"/>
        <source>Cards in black and dark red on pure white with large bold corners and thick outlines, and the table&apos;s names and counts on dark backgrounds</source>
        <translation>흰 바탕에 검정과 진한 빨강으로 그린 카드, 크고 굵은 모서리 글자와 두꺼운 테두리. 테이블의 이름과 장수는 어두운 바탕 위에 표시합니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="252"/>
        <source>Sound</source>
        <translation>소리</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="253"/>
        <source>Sound &amp;effects</source>
        <translation>효과음(&amp;E)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="255"/>
        <source>A sound for drawing, melding, discarding, a canasta and going out</source>
        <translation>카드를 뽑을 때, 묶음을 낼 때, 버릴 때, 카나스타를 완성할 때, 손패를 털 때 소리를 냅니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="257"/>
        <source>&amp;Volume:</source>
        <translation>음량(&amp;V):</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="260"/>
        <source>Play a sa&amp;mple</source>
        <translation>소리 들어 보기(&amp;M)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="261"/>
        <source>No sound player was found on this computer.</source>
        <translation>이 컴퓨터에서 소리를 재생할 프로그램을 찾지 못했습니다.</translation>
    </message>
</context>
<context>
    <name>SidePlate</name>
    <message>
        <location filename="../canasta_gui/app/games/rummy/summary.py" line="71"/>
        <source>Needs {n} to open</source>
        <translation>등록 최소 {n}점</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="117"/>
        <source>Needs 1 more canasta</source>
        <translation>카나스타 1개 더 필요</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="118"/>
        <source>Needs {n} more canastas</source>
        <translation>카나스타 {n}개 더 필요</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="124"/>
        <source>Needs 1 more meld</source>
        <translation>묶음 1개 더 필요</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="125"/>
        <source>Needs {n} more melds</source>
        <translation>묶음 {n}개 더 필요</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="129"/>
        <source>Enough canastas to go out</source>
        <translation>털기에 충분한 카나스타</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="131"/>
        <source>On the table: {cards} in cards, {bonus} in canasta bonuses</source>
        <translation>테이블에 낸 점수: 카드 {cards}점, 카나스타 보너스 {bonus}점</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="134"/>
        <source>Canastas: {natural} natural (red), {mixed} mixed (black)</source>
        <translation>카나스타: 순정 {natural}개(빨강), 비순정 {mixed}개(검정)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/summary.py" line="100"/>
        <source>{points} on the table</source>
        <translation>테이블에 {points}점</translation>
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
        <translation>필요한 북: {books}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="158"/>
        <source>Books done; feet to play</source>
        <translation>북 완성, 풋 대기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="160"/>
        <source>Enough books to go out</source>
        <translation>털기에 충분한 북</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="162"/>
        <source>On the table: {cards} in cards, {bonus} in book bonuses</source>
        <translation>테이블에 낸 점수: 카드 {cards}점, 북 보너스 {bonus}점</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="91"/>
        <source>Canasta</source>
        <translation>카나스타</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="92"/>
        <source>A card table for the Canasta family</source>
        <translation>카나스타 계열 게임을 위한 카드 테이블</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="97"/>
        <source>&amp;New game</source>
        <translation>새 게임(&amp;N)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="98"/>
        <source>&amp;Continue</source>
        <translation>이어하기(&amp;C)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="99"/>
        <source>&amp;Rules</source>
        <translation>규칙(&amp;R)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="100"/>
        <source>S&amp;tatistics</source>
        <translation>통계(&amp;T)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="101"/>
        <source>&amp;Settings</source>
        <translation>설정(&amp;S)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="102"/>
        <source>&amp;Past games</source>
        <translation>지난 게임(&amp;P)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="103"/>
        <source>Sa&amp;ved games</source>
        <translation>저장된 게임(&amp;V)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="104"/>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../canasta_gui/app/games/base.py" line="270"/>
        <source>Average score per deal</source>
        <extracomment>Whether a side can go out, so the statistics count the deals it did.</extracomment>
        <translation>라운드당 평균 점수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/base.py" line="271"/>
        <source>Best score in a deal</source>
        <translation>라운드 최고 점수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/base.py" line="272"/>
        <source>Recent games: average score per deal</source>
        <translation>최근 게임: 라운드당 평균 점수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/base.py" line="276"/>
        <source>Went out</source>
        <translation>손패를 턴 라운드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/game.py" line="151"/>
        <source>Canastas per deal</source>
        <translation>라운드당 카나스타</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="167"/>
        <source>Average score per round</source>
        <translation>라운드당 평균 점수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="168"/>
        <source>Best score in a round</source>
        <translation>라운드 최고 점수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="169"/>
        <source>Recent games: average score per round</source>
        <translation>최근 게임: 라운드당 평균 점수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="176"/>
        <source>Sweeps per round</source>
        <translation>라운드당 스윕</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/game.py" line="100"/>
        <source>Books per deal</source>
        <translation>라운드당 북</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="188"/>
        <source>This game was not counted, so that the file is not overwritten.</source>
        <extracomment>The recent games kept per table for the dialog&apos;s chart. No honest figure comes near this; a bigger one shows a hand-edited or hostile file.</extracomment>
        <translation>파일을 덮어쓰지 않도록 이번 게임은 통계에 넣지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="196"/>
        <source>The statistics could not be saved: {reason}</source>
        <translation>통계를 저장하지 못했습니다: {reason}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="233"/>
        <source>The statistics file {path} could not be read ({reason}).</source>
        <translation>통계 파일({path})을 읽지 못했습니다 ({reason}).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="221"/>
        <source>it is larger than 1 MB</source>
        <translation>1MB보다 큼</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="222"/>
        <source>it is not UTF-8 text</source>
        <translation>UTF-8 텍스트가 아님</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="260"/>
        <source>it is not valid JSON</source>
        <translation>올바른 JSON이 아님</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="274"/>
        <source>its content is not what the app writes ({detail})</source>
        <translation>앱이 기록하는 내용과 다름 ({detail})</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="282"/>
        <source>The statistics file {path} could not be used ({reason}) and could not be moved aside; the statistics start afresh.</source>
        <translation>통계 파일({path})을 사용할 수 없고({reason}) 다른 곳으로 옮기지도 못했습니다. 통계를 처음부터 다시 시작합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="287"/>
        <source>The statistics file could not be used ({reason}). It was kept as {path}; the statistics start afresh.</source>
        <translation>통계 파일을 사용할 수 없습니다 ({reason}). 파일은 다른 이름으로 보관했습니다: {path}. 통계를 처음부터 다시 시작합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="46"/>
        <source>{value}%</source>
        <translation>{value}%</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="116"/>
        <source>1 game</source>
        <translation>1게임</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="118"/>
        <source>{n} games</source>
        <translation>{n}게임</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="154"/>
        <source>Won</source>
        <translation>승리</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="155"/>
        <source>Lost</source>
        <translation>패배</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="166"/>
        <source>No games yet</source>
        <translation>아직 게임이 없습니다</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="311"/>
        <source>Statistics</source>
        <translation>통계</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="313"/>
        <source>&amp;Game:</source>
        <translation>게임(&amp;G):</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="314"/>
        <source>&amp;Table:</source>
        <translation>인원(&amp;T):</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="315"/>
        <source>&amp;Opponents:</source>
        <translation>상대(&amp;O):</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="316"/>
        <source>Win rate by opponent level</source>
        <translation>상대 난이도별 승률</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="319"/>
        <source>Games are counted when the people at the table play on one side against computer players; the opponents&apos; level is the strongest computer opponent&apos;s. A tie for first place is not a win.</source>
        <translation>사람 플레이어가 모두 한 팀이 되어 컴퓨터 플레이어와 겨룬 게임만 집계합니다. 상대 난이도는 컴퓨터 상대 중 가장 강한 플레이어의 난이도입니다. 공동 1위는 승리로 치지 않습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="324"/>
        <source>&amp;Reset statistics…</source>
        <translation>통계 초기화(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="354"/>
        <source>{n} players</source>
        <translation>{n}인</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="391"/>
        <source>Games played</source>
        <translation>플레이한 게임</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="392"/>
        <source>Games won</source>
        <translation>이긴 게임</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="393"/>
        <source>Win rate</source>
        <translation>승률</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="398"/>
        <source>Longest winning run</source>
        <translation>최다 연승</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="410"/>
        <source>{percent} of the deals ({n} of {deals})</source>
        <translation>{percent} ({deals}라운드 중 {n}라운드)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="437"/>
        <source>Reset statistics</source>
        <translation>통계 초기화</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="438"/>
        <source>Forget the statistics of every game? This cannot be undone.</source>
        <translation>모든 게임의 통계를 지울까요? 되돌릴 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="455"/>
        <source>The statistics could not be reset: {reason}</source>
        <translation>통계를 초기화하지 못했습니다: {reason}</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="173"/>
        <source>Drag cards here to meld</source>
        <translation>여기로 카드를 끌어 와 묶음을 내세요</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="181"/>
        <source>{name} (thinking…)</source>
        <translation>{name} (생각 중…)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="29"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/controller.py" line="32"/>
        <source>Blocked by a black 3</source>
        <translation>검은 3으로 막힘</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="30"/>
        <source>Blocked by a wild card</source>
        <translation>와일드 카드로 막힘</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="31"/>
        <source>Blocked by a red 3</source>
        <translation>빨간 3으로 막힘</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="32"/>
        <source>Frozen by a wild card</source>
        <translation>와일드 카드로 동결됨</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="33"/>
        <source>Frozen by a red 3</source>
        <translation>빨간 3으로 동결됨</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="34"/>
        <source>Frozen by a black 3</source>
        <translation>검은 3으로 동결됨</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="35"/>
        <source>Frozen until your side opens</source>
        <translation>우리 팀 등록 전까지 동결됨</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="38"/>
        <source>Closed until your side opens</source>
        <translation>우리 팀 등록 전까지 닫힘</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="41"/>
        <source>Frozen until you have melded</source>
        <translation>묶음을 내기 전까지 동결됨</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="46"/>
        <source>Blocked</source>
        <translation>막힘</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="48"/>
        <source>Frozen</source>
        <translation>동결됨</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="219"/>
        <source>Opening: {count} of {minimum}</source>
        <translation>등록: {count} / {minimum}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="225"/>
        <source>ready: confirm with Ctrl+Enter or cancel with Esc</source>
        <translation>준비됨: Ctrl+Enter로 확정, Esc로 취소</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="314"/>
        <source>Discard one card at a time.</source>
        <translation>카드는 한 번에 한 장씩 버립니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="391"/>
        <source>The pile cannot be taken now.</source>
        <translation>지금은 버림패 더미를 가져갈 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="502"/>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="616"/>
        <source>Select the cards to meld first.</source>
        <translation>먼저 묶음으로 낼 카드를 선택하세요.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="529"/>
        <source>Select the card to discard.</source>
        <translation>버릴 카드를 선택하세요.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="532"/>
        <source>Select the one card to discard.</source>
        <translation>버릴 카드 한 장을 선택하세요.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/controller.py" line="59"/>
        <source>Now playing from your foot</source>
        <translation>지금 풋으로 플레이 중</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/controller.py" line="60"/>
        <source>On foot</source>
        <translation>풋 플레이 중</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="54"/>
        <source>Draw (&amp;S)</source>
        <translation>뽑기(&amp;S)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="55"/>
        <source>Take &amp;pile (P)</source>
        <translation>버림패 가져가기(&amp;P)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="56"/>
        <source>&amp;Meld (Enter)</source>
        <translation>묶음 내기(&amp;M) (Enter)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="57"/>
        <source>&amp;Lay off on</source>
        <translation>묶음에 추가(&amp;L)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="58"/>
        <source>&amp;Discard (D)</source>
        <translation>버리기(&amp;D)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="59"/>
        <source>&amp;Confirm (Ctrl+Enter)</source>
        <translation>확정(&amp;C) (Ctrl+Enter)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="60"/>
        <source>Ca&amp;ncel (Esc)</source>
        <translation>취소(&amp;N) (Esc)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="61"/>
        <source>&amp;Ask partner (A)</source>
        <translation>파트너에게 묻기(&amp;A)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="62"/>
        <source>Leave the pile</source>
        <translation>버림패 안 가져가기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="63"/>
        <source>End turn</source>
        <translation>차례 끝내기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="68"/>
        <source>Draw from the stock (S)</source>
        <translation>덱에서 카드를 뽑습니다 (S)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="69"/>
        <source>Take the discard pile with the selected cards, or with the cards the table picks when none are selected (P)</source>
        <translation>선택한 카드로 버림패 더미를 가져갑니다. 선택한 카드가 없으면 테이블이 고른 카드로 가져갑니다 (P)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="74"/>
        <source>Meld the selected cards, or lay them off on your side&apos;s meld of their rank (Enter)</source>
        <translation>선택한 카드로 묶음을 내거나, 같은 숫자의 우리 팀 묶음에 추가합니다 (Enter)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="79"/>
        <source>Lay the selected cards off on one of your side&apos;s melds: choose it in the list (Alt+L)</source>
        <translation>선택한 카드를 우리 팀 묶음 중 하나에 추가합니다. 목록에서 묶음을 고르세요 (Alt+L)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="84"/>
        <source>Discard the one selected card and end your turn (D)</source>
        <translation>선택한 카드 한 장을 버리고 차례를 끝냅니다 (D)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="87"/>
        <source>Put the staged cards on the table (Ctrl+Enter)</source>
        <translation>임시로 놓은 카드를 확정해 테이블에 냅니다 (Ctrl+Enter)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="90"/>
        <source>Take the staged cards back into your hand (Esc)</source>
        <translation>임시로 놓은 카드를 손패로 되돌립니다 (Esc)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="93"/>
        <source>Ask your partner whether you may go out (A)</source>
        <translation>파트너에게 손패를 털어도 되는지 묻습니다 (A)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="96"/>
        <source>The stock is empty: leaving the pile ends the deal</source>
        <translation>덱이 비었습니다: 버림패 더미를 가져가지 않으면 라운드가 끝납니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="99"/>
        <source>End your turn without a discard, as the rules allow now</source>
        <translation>카드를 버리지 않고 차례를 끝냅니다. 지금은 규칙상 그렇게 할 수 있습니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="138"/>
        <source>Sort the hand by rank or by suit (R)</source>
        <translation>손패를 숫자순이나 무늬순으로 정렬합니다 (R)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="267"/>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="273"/>
        <source>What happened</source>
        <translation>진행 기록</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="268"/>
        <source>Log</source>
        <translation>기록</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="270"/>
        <source>Show or hide the side panel with the scores and the log (Ctrl+L)</source>
        <translation>점수와 진행 기록이 있는 옆 패널을 보이거나 숨깁니다 (Ctrl+L)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="274"/>
        <source>Thinking</source>
        <translation>생각 중</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="275"/>
        <source>Scores and log</source>
        <translation>점수와 진행 기록</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="402"/>
        <source>Information</source>
        <translation>알림</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="402"/>
        <source>Not possible</source>
        <translation>할 수 없음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="506"/>
        <source>Take back your last meld, lay-off or staged card this turn (Ctrl+Z)</source>
        <translation>이번 차례에 마지막으로 낸 묶음, 추가한 카드, 임시로 놓은 카드를 되돌립니다 (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/base.py" line="191"/>
        <source>The deal is over</source>
        <extracomment>The save format&apos;s game id (&quot;canasta&quot;, &quot;hand-and-foot&quot;, &quot;cassino&quot;): saves name it. Place in the start page and the New game dialog. The engine&apos;s state class (a save holding another game&apos;s state is not this game&apos;s). Rule presets (the first is the default) and the option registry (id → values, default). Computer levels offered to people, weakest first. The phase in which a deal (Cassino: a round) has been scored and waits to be read. The phase in which a partner answers &quot;May I go out?&quot; (None: the game has none). The phases of a person&apos;s turn whose steps undo may take back, and those steps&apos; types. The action that deals the next deal (or round) once the summary is read. The one option shown beside the preset (the target score) rather than under Advanced. Computer players&apos; moves are logged with their own explanation (why), rather than in the game&apos;s plain words (which also tell what the table announces, as Cassino&apos;s deals).</extracomment>
        <translation>라운드가 끝났습니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="425"/>
        <source>{name} is thinking…</source>
        <translation>{name} 생각 중…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="427"/>
        <source>{name} to play</source>
        <translation>{name} 차례</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="95"/>
        <source>opened</source>
        <translation>등록함</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/summary.py" line="60"/>
        <source>needs {n} to open</source>
        <translation>등록 최소 {n}점</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/summary.py" line="49"/>
        <location filename="../canasta_gui/app/games/rummy/summary.py" line="90"/>
        <source>Score: {score}</source>
        <translation>점수: {score}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="503"/>
        <source>Undo (Ctrl+&amp;Z)</source>
        <translation>되돌리기 (Ctrl+&amp;Z)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="504"/>
        <source>Redo (Ctrl+&amp;Y)</source>
        <translation>다시 하기 (Ctrl+&amp;Y)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="508"/>
        <source>Make the last undone step again (Ctrl+Shift+Z)</source>
        <translation>마지막으로 되돌린 동작을 다시 합니다 (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="133"/>
        <source>By &amp;rank (R)</source>
        <translation>숫자순(&amp;R)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="135"/>
        <source>By suit (&amp;R)</source>
        <translation>무늬순(&amp;R)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="145"/>
        <source>{rank}s</source>
        <translation>{rank} 묶음</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../canasta_gui/app/widgets/table_view.py" line="73"/>
        <location filename="../canasta_gui/app/widgets/table_view.py" line="290"/>
        <source>Card table</source>
        <translation>카드 테이블</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_view.py" line="294"/>
        <source>Card table. Left and Right move along your hand or the table, Up goes to the table (stock, pile, melds, table cards), Down back to your hand; Space selects, Enter plays.</source>
        <translation>카드 테이블. 왼쪽, 오른쪽 화살표로 손패나 테이블 위를 이동하고, 위쪽 화살표로 테이블(덱, 버림패 더미, 묶음, 바닥 카드)로, 아래쪽 화살표로 손패로 돌아갑니다. Space로 선택하고 Enter로 냅니다.</translation>
    </message>
</context>
<context>
    <name>ai</name>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="19"/>
        <source>draws from the stock</source>
        <translation>덱에서 뽑습니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="20"/>
        <source>takes the pile of {count} cards with its {rank}s</source>
        <translation>손패의 {rank} 카드로 {count}장짜리 버림패 더미를 가져갑니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="21"/>
        <source>takes the pile&apos;s only card with its {rank}s</source>
        <translation>손패의 {rank} 카드로 한 장뿐인 버림패를 가져갑니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="22"/>
        <source>takes the pile: completes a canasta of {rank}s</source>
        <translation>버림패 더미를 가져갑니다: {rank} 카나스타 완성</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="23"/>
        <source>takes the pile and opens with {count} points</source>
        <translation>버림패 더미를 가져가며 {count}점으로 등록합니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="24"/>
        <source>takes the pile: the stock is empty</source>
        <translation>버림패 더미를 가져갑니다: 덱이 비었습니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="25"/>
        <source>leaves the pile, which ends the deal</source>
        <translation>버림패 더미를 가져가지 않아 라운드가 끝납니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="26"/>
        <source>opens with {count} points</source>
        <translation>{count}점으로 등록합니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="27"/>
        <source>melds {rank}s</source>
        <translation>{rank} 묶음을 냅니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="28"/>
        <source>completes a canasta of {rank}s</source>
        <translation>{rank} 카나스타를 완성합니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="29"/>
        <source>adds to the {rank}s</source>
        <translation>{rank} 묶음에 추가합니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="30"/>
        <source>adds a wild card to the {rank}s</source>
        <translation>{rank} 묶음에 와일드 카드를 추가합니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="31"/>
        <source>melds {rank}s to cut the points left in hand</source>
        <translation>손패에 남는 점수를 줄이려고 {rank} 묶음을 냅니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="32"/>
        <source>goes out</source>
        <translation>손패를 텁니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="33"/>
        <source>asks partner: may I go out?</source>
        <translation>파트너에게 묻습니다: 털어도 될까요?</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="36"/>
        <source>answers yes: {reason}</source>
        <translation>“예”라고 대답합니다: {reason}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="37"/>
        <source>answers yes</source>
        <translation>“예”라고 대답합니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="38"/>
        <source>answers no</source>
        <translation>“아니요”라고 대답합니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="39"/>
        <source>going out now wins the game</source>
        <translation>지금 털면 게임에서 이깁니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="40"/>
        <source>we have more canastas than the opponents</source>
        <translation>우리 팀의 카나스타가 상대 팀보다 많습니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="41"/>
        <source>I hold only {count} cards</source>
        <translation>내 손패가 {count}장뿐입니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="42"/>
        <source>I hold only one card</source>
        <translation>내 손패가 1장뿐입니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="43"/>
        <source>only {count} cards are left in the stock</source>
        <translation>덱에 {count}장만 남았습니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="44"/>
        <source>only one card is left in the stock</source>
        <translation>덱에 1장만 남았습니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="45"/>
        <source>discards {card}: a safe card</source>
        <translation>{card} 카드를 버립니다: 안전한 카드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="46"/>
        <source>discards {card} to block the pile</source>
        <translation>버림패 더미를 막으려고 {card} 카드를 버립니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="47"/>
        <source>discards {card} to freeze the pile</source>
        <translation>버림패 더미를 동결하려고 {card} 카드를 버립니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="48"/>
        <source>discards {card}</source>
        <translation>{card} 카드를 버립니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="49"/>
        <source>goes out by discarding {card}</source>
        <translation>{card} 카드를 버리며 손패를 텁니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="50"/>
        <source>ends the turn</source>
        <translation>차례를 마칩니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="51"/>
        <source>deals the next hand</source>
        <translation>다음 라운드 카드를 나눕니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="52"/>
        <source>plays a random legal move</source>
        <translation>규칙에 맞는 동작 중 하나를 무작위로 합니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="54"/>
        <source>completes a clean book of {rank}s</source>
        <translation>{rank} 클린 북을 완성합니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="55"/>
        <source>completes a dirty book of {rank}s</source>
        <translation>{rank} 더티 북을 완성합니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="56"/>
        <source>completes a wild book</source>
        <translation>와일드 북을 완성합니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="57"/>
        <source>builds the wild meld toward a wild book</source>
        <translation>와일드 북을 노리고 와일드 묶음에 카드를 추가합니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="58"/>
        <source>plays into the foot</source>
        <translation>풋으로 넘어가려고 카드를 냅니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="59"/>
        <source>discards {card} and picks up the foot</source>
        <translation>{card} 카드를 버리고 풋을 집어 듭니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="60"/>
        <source>the opponents are close to going out</source>
        <translation>상대 팀이 곧 손패를 털 것 같습니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="62"/>
        <source>captures {count} cards with the {card}</source>
        <translation>{card} 카드로 {count}장을 가져갑니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="63"/>
        <source>takes the build of {value}s with the {card}</source>
        <translation>{card} 카드로 {value} 빌드를 가져갑니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="64"/>
        <source>captures {count} cards with the {card} (big casino)</source>
        <translation>{card} 카드로 {count}장을 가져갑니다 (빅 카지노)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="67"/>
        <source>captures {count} cards with the {card} (little casino)</source>
        <translation>{card} 카드로 {count}장을 가져갑니다 (리틀 카지노)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="70"/>
        <source>captures {count} cards with the {card} (an ace)</source>
        <translation>{card} 카드로 {count}장을 가져갑니다 (에이스)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="71"/>
        <source>sweeps the table with the {card}</source>
        <translation>{card} 카드로 스윕합니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="72"/>
        <source>builds {value}s</source>
        <translation>{value} 빌드를 만듭니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="73"/>
        <source>raises the build to {value}</source>
        <translation>빌드를 {value} 빌드로 올립니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="74"/>
        <source>adds the {card} to the build of {value}s</source>
        <translation>{card} 카드를 {value} 빌드에 더합니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="75"/>
        <source>trails the {card}</source>
        <translation>{card} 카드를 바닥에 내려놓습니다 (트레일)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="76"/>
        <source>deals the next round</source>
        <translation>다음 라운드 카드를 나눕니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="12"/>
        <source>Random</source>
        <translation>무작위</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="13"/>
        <source>Easy</source>
        <translation>쉬움</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="14"/>
        <source>Medium</source>
        <translation>보통</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="15"/>
        <source>Hard</source>
        <translation>어려움</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="16"/>
        <source>Expert</source>
        <translation>전문가</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="30"/>
        <source>beats random play: {pct}% of deals, {margin:+d} a deal</source>
        <extracomment>What each level is measured against (the level below it), shown beside the level in the New game dialog with the figures of ``LEVEL_STRENGTH``.</extracomment>
        <translation>무작위 플레이 상대: 라운드 승률 {pct}%, 라운드당 {margin:+d}점</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="31"/>
        <source>beats Easy: {pct}% of deals, {margin:+d} a deal</source>
        <translation>쉬움 상대: 라운드 승률 {pct}%, 라운드당 {margin:+d}점</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="32"/>
        <source>beats Medium: {pct}% of deals, {margin:+d} a deal</source>
        <translation>보통 상대: 라운드 승률 {pct}%, 라운드당 {margin:+d}점</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="33"/>
        <source>beats Hard: {pct}% of deals, {margin:+d} a deal</source>
        <translation>어려움 상대: 라운드 승률 {pct}%, 라운드당 {margin:+d}점</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="38"/>
        <source>beats random play: {pct}% of deals, one against two (33% is even), {margin:+d} a deal</source>
        <extracomment>Three players: one seat of the level against two of the level below, so winning a third of the deals is even; without saying so, &quot;37% of deals&quot; reads as a loss.</extracomment>
        <translation>무작위 플레이 상대: 라운드 승률 {pct}%, 1 대 2 (33%면 대등), 라운드당 {margin:+d}점</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="42"/>
        <source>beats Easy: {pct}% of deals, one against two (33% is even), {margin:+d} a deal</source>
        <translation>쉬움 상대: 라운드 승률 {pct}%, 1 대 2 (33%면 대등), 라운드당 {margin:+d}점</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="45"/>
        <source>beats Medium: {pct}% of deals, one against two (33% is even), {margin:+d} a deal</source>
        <translation>보통 상대: 라운드 승률 {pct}%, 1 대 2 (33%면 대등), 라운드당 {margin:+d}점</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="48"/>
        <source>beats Hard: {pct}% of deals, one against two (33% is even), {margin:+d} a deal</source>
        <translation>어려움 상대: 라운드 승률 {pct}%, 1 대 2 (33%면 대등), 라운드당 {margin:+d}점</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="54"/>
        <source>no measurable edge over Medium at this table</source>
        <extracomment>Shown instead where the margin&apos;s 95% interval reaches zero at that table.</extracomment>
        <translation>이 테이블에서는 보통과 차이가 측정되지 않음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="55"/>
        <source>no measurable edge over Hard at this table</source>
        <translation>이 테이블에서는 어려움과 차이가 측정되지 않음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="24"/>
        <source>beats random play: {pct}% of games, {margin:+d} points a game</source>
        <extracomment>Two players, whole games: &quot;beats X: win % of games, margin in game points a game&quot;.</extracomment>
        <translation>무작위 플레이 상대: 게임 승률 {pct}%, 게임당 {margin:+d}점</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="27"/>
        <source>beats Easy: {pct}% of games, {margin:+d} points a game</source>
        <translation>쉬움 상대: 게임 승률 {pct}%, 게임당 {margin:+d}점</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="28"/>
        <source>beats Medium: {pct}% of games, {margin:+d} points a game</source>
        <translation>보통 상대: 게임 승률 {pct}%, 게임당 {margin:+d}점</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="29"/>
        <source>beats Hard: {pct}% of games, {margin:+d} points a game</source>
        <translation>어려움 상대: 게임 승률 {pct}%, 게임당 {margin:+d}점</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="34"/>
        <source>beats random play: {pct}% of rounds, one against two (33% is even)</source>
        <extracomment>Three players, single rounds: one seat of the level against two of the level below, so winning a third of the rounds is even (docs/ai-cassino.md says so beside its table).</extracomment>
        <translation>무작위 플레이 상대: 라운드 승률 {pct}%, 1 대 2 (33%면 대등)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="37"/>
        <source>beats Easy: {pct}% of rounds, one against two (33% is even)</source>
        <translation>쉬움 상대: 라운드 승률 {pct}%, 1 대 2 (33%면 대등)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="40"/>
        <source>beats Medium: {pct}% of rounds, one against two (33% is even)</source>
        <translation>보통 상대: 라운드 승률 {pct}%, 1 대 2 (33%면 대등)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="43"/>
        <source>beats Hard: {pct}% of rounds, one against two (33% is even)</source>
        <translation>어려움 상대: 라운드 승률 {pct}%, 1 대 2 (33%면 대등)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="50"/>
        <source>beats random play: {pct}% of rounds</source>
        <extracomment>Four players in two partnerships, single rounds: a partnership of the level against one of the level below.</extracomment>
        <translation>무작위 플레이 상대: 라운드 승률 {pct}%</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="51"/>
        <source>beats Easy: {pct}% of rounds</source>
        <translation>쉬움 상대: 라운드 승률 {pct}%</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="52"/>
        <source>beats Medium: {pct}% of rounds</source>
        <translation>보통 상대: 라운드 승률 {pct}%</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="53"/>
        <source>beats Hard: {pct}% of rounds</source>
        <translation>어려움 상대: 라운드 승률 {pct}%</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="56"/>
        <source>strength not measured at this table</source>
        <extracomment>Four players each for themselves (OPT-CAS-4P = INDIVIDUAL) were never measured.</extracomment>
        <translation>이 테이블에서는 실력을 측정하지 않았음</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="14"/>
        <source>Cassino is played by 2, 3 or 4 players, not {players}.</source>
        <translation>카지노는 2명, 3명 또는 4명이 합니다. {players}명으로는 할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="17"/>
        <source>The {card} is listed twice.</source>
        <translation>{card} 카드가 두 번 지정되었습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="18"/>
        <source>The {card} is not a loose card on the table.</source>
        <translation>{card} 카드는 바닥에 따로 놓인 카드가 아닙니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="19"/>
        <source>The {card} is locked in a build: it can never be taken or used on its own.</source>
        <translation>{card} 카드는 빌드에 묶여 있어 따로 가져가거나 쓸 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="22"/>
        <source>There is no build of {value} on the table.</source>
        <translation>바닥에 {value} 빌드가 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="23"/>
        <source>A capture must take at least one card or build.</source>
        <translation>카드나 빌드를 하나 이상 가져가야 합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="26"/>
        <source>A {rank} captures only loose {rank}s.</source>
        <translation>{rank} 카드로는 바닥에 따로 놓인 {rank} 카드만 가져갈 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="27"/>
        <source>A {rank} takes every loose {rank} on the table, never fewer.</source>
        <translation>{rank} 카드로 가져갈 때는 바닥에 따로 놓인 {rank} 카드를 모두 가져가야 합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="30"/>
        <source>A {rank} takes only one loose {rank} under these rules.</source>
        <translation>이 규칙에서는 {rank} 카드로 바닥의 {rank} 카드를 한 장만 가져갈 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="33"/>
        <source>Face cards have no number: they never take part in sums or builds.</source>
        <translation>그림 카드는 숫자가 없어 합이나 빌드에 쓸 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="36"/>
        <source>A build of {value} can be captured only with a card worth {value}.</source>
        <translation>{value} 빌드는 {value}짜리 카드로만 가져갈 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="39"/>
        <source>A build is captured on its own: not together with loose cards or another build.</source>
        <translation>빌드는 단독으로만 가져갈 수 있습니다. 따로 놓인 카드나 다른 빌드와 함께 가져갈 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="43"/>
        <source>These cards cannot be split into groups worth {value} each.</source>
        <translation>이 카드들은 각각 합이 {value}인 조로 나눌 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="46"/>
        <source>A build is made by playing a card onto a loose card on the table.</source>
        <translation>빌드는 바닥에 따로 놓인 카드 위에 카드를 내서 만듭니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="49"/>
        <source>Under these rules a build takes exactly one loose card, the one you build on.</source>
        <translation>이 규칙에서는 빌드에 바닥 카드가 정확히 한 장, 즉 내 카드를 얹는 그 카드만 들어갑니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="52"/>
        <source>These cards do not make a build of {value}.</source>
        <translation>이 카드들로는 {value} 빌드를 만들 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="53"/>
        <source>A build is worth at most 10.</source>
        <translation>빌드의 값은 최대 10입니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="54"/>
        <source>Face cards can never be part of a build.</source>
        <translation>그림 카드는 빌드에 넣을 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="55"/>
        <source>Two cards of the same rank make a build of that rank, never of their sum, under these rules.</source>
        <translation>이 규칙에서는 같은 숫자의 카드 두 장이 합이 아니라 그 숫자의 빌드가 됩니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="60"/>
        <source>There is already a build of {value} on the table: a second one is not allowed.</source>
        <translation>바닥에 이미 {value} 빌드가 있습니다. 두 번째 빌드는 만들 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="63"/>
        <source>To build {value} you must keep a card worth {value} in your hand to capture it.</source>
        <translation>{value} 빌드를 만들려면 그 빌드를 가져갈 {value}짜리 카드를 손패에 남겨 두어야 합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="66"/>
        <source>Builds cannot be increased under these rules.</source>
        <translation>이 규칙에서는 빌드의 값을 올릴 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="69"/>
        <source>The build of {value} is a multiple build: its value can never change.</source>
        <translation>{value} 빌드는 다중 빌드라서 값을 바꿀 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="72"/>
        <source>You own the build of {value}: you must keep a card worth {value} until it is captured.</source>
        <translation>{value} 빌드는 내 빌드입니다. 가져갈 때까지 {value}짜리 카드를 손패에 남겨 두어야 합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="76"/>
        <source>You own a build: capture, build or add to a build instead of trailing.</source>
        <translation>내 빌드가 있습니다. 트레일 대신 가져가기, 빌드 만들기, 빌드에 더하기 중 하나를 하세요.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="79"/>
        <source>You may trail only when no capture or build is possible.</source>
        <translation>가져가기나 빌드를 할 수 없을 때만 트레일할 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="82"/>
        <source>The {card} can capture, so it may not be trailed under these rules.</source>
        <translation>{card} 카드로 가져갈 수 있는 카드가 있으므로 이 규칙에서는 트레일할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="88"/>
        <source>{where} is not a valid build: {reason}</source>
        <translation>{where} 항목은 올바른 빌드가 아닙니다: {reason}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="89"/>
        <source>There are two builds of {value} on the table.</source>
        <translation>바닥에 {value} 빌드가 두 개 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="92"/>
        <source>Player {player} owns the build of {value} but holds no card worth {value}.</source>
        <translation>{player}번 플레이어는 {value} 빌드의 주인이지만 {value}짜리 카드가 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="95"/>
        <source>The position does not fit the phase {phase}: {details}.</source>
        <translation>게임 상태가 {phase} 단계와 맞지 않습니다: {details}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="98"/>
        <source>state.stock holds {got} cards, but each deal of a round gives {unit} ({players} players, 4 cards each): the stock must hold a multiple of {unit}.</source>
        <translation>state.stock에 카드가 {got}장 있지만, 라운드의 딜마다 {unit}장({players}명에게 4장씩)을 나누므로 덱의 장수는 {unit}의 배수여야 합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="61"/>
        <source>That is not possible now: {expected}.</source>
        <translation>지금은 할 수 없습니다: {expected}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="62"/>
        <source>Draw first: your turn starts with the stock or the discard pile.</source>
        <translation>먼저 뽑으세요: 차례는 덱에서 뽑거나 버림패 더미를 가져가면서 시작합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="65"/>
        <source>It is not this player&apos;s turn.</source>
        <translation>이 플레이어의 차례가 아닙니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="66"/>
        <source>The game is over.</source>
        <translation>게임이 끝났습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="67"/>
        <source>Unknown action.</source>
        <translation>알 수 없는 동작입니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="68"/>
        <source>The card {card} is not in the hand.</source>
        <translation>{card} 카드가 손패에 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="69"/>
        <source>The stock is empty.</source>
        <translation>덱이 비었습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="70"/>
        <source>The discard pile is empty.</source>
        <translation>버림패 더미가 비었습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="71"/>
        <source>The pile is blocked: its top card {card} cannot be taken.</source>
        <translation>버림패 더미가 막혀 있습니다: 맨 위의 {card} 카드는 가져갈 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="74"/>
        <source>With one card in hand you cannot take a pile of one card.</source>
        <translation>손패가 한 장일 때는 한 장뿐인 버림패 더미를 가져갈 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="77"/>
        <source>Your side must meld before it may take the discard pile.</source>
        <translation>버림패 더미를 가져가려면 먼저 우리 팀이 등록해야 합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="80"/>
        <source>The pile is frozen: you need two natural {rank}s from your hand.</source>
        <translation>버림패 더미가 동결되었습니다: 손패에 일반 카드 {rank} 2장이 필요합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="83"/>
        <source>To take the pile, meld its top card with two natural {rank}s, or with one natural and one wild card, or lay it off on your meld of {rank}s.</source>
        <translation>버림패 더미를 가져가려면 맨 위 카드를 일반 카드 {rank} 2장과 함께, 또는 일반 카드 1장과 와일드 카드 1장과 함께 묶음으로 내거나, 우리 팀의 {rank} 묶음에 추가하세요.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="88"/>
        <source>Your side has no meld of {rank}s to lay the top card on.</source>
        <translation>맨 위 카드를 추가할 우리 팀의 {rank} 묶음이 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="91"/>
        <source>The stock is empty and the top card fits your meld: you must take the pile.</source>
        <translation>덱이 비었고 맨 위 카드가 우리 팀 묶음에 맞습니다: 버림패 더미를 가져가야 합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="94"/>
        <source>A meld needs at least three cards.</source>
        <translation>묶음에는 카드가 3장 이상 필요합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="95"/>
        <source>A meld holds natural cards of one rank only.</source>
        <translation>묶음에는 한 숫자의 일반 카드만 들어갈 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="96"/>
        <source>Wild cards alone never form a meld.</source>
        <translation>와일드 카드만으로는 묶음을 만들 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="97"/>
        <source>A meld needs at least two natural cards.</source>
        <translation>묶음에는 일반 카드가 2장 이상 필요합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="98"/>
        <source>Too many wild cards: a meld may hold at most {limit}.</source>
        <translation>와일드 카드가 너무 많습니다: 묶음에는 최대 {limit}장까지 넣을 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="101"/>
        <source>Wild cards may not outnumber the natural cards in a meld.</source>
        <translation>묶음에서 와일드 카드가 일반 카드보다 많을 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="104"/>
        <source>A meld needs at least two natural cards for each wild card.</source>
        <translation>묶음에는 와일드 카드 1장당 일반 카드가 2장 이상 필요합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="107"/>
        <source>Red threes are never melded.</source>
        <translation>빨간 3은 묶음으로 낼 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="108"/>
        <source>Threes cannot be melded here.</source>
        <translation>이 게임에서는 3을 묶음으로 낼 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="109"/>
        <source>Black threes may be melded only when you go out.</source>
        <translation>검은 3은 손패를 털 때만 묶음으로 낼 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="112"/>
        <source>A meld of black threes may not contain wild cards.</source>
        <translation>검은 3 묶음에는 와일드 카드를 넣을 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="115"/>
        <source>Your side already has a meld of {rank}s: lay the cards off on it.</source>
        <translation>우리 팀에 이미 {rank} 묶음이 있습니다: 그 묶음에 추가하세요.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="118"/>
        <source>Two new melds of {rank}s: put them together in one meld.</source>
        <translation>새 {rank} 묶음이 두 개입니다: 하나로 합치세요.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="121"/>
        <source>Your side has no meld of {rank}s.</source>
        <translation>우리 팀에 {rank} 묶음이 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="122"/>
        <source>Only {rank}s and wild cards can be added to that meld.</source>
        <translation>그 묶음에는 {rank} 카드와 와일드 카드만 추가할 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="125"/>
        <source>Black threes can never be laid off.</source>
        <translation>검은 3은 묶음에 추가할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="126"/>
        <source>Wild cards may not be added to a natural canasta under these rules.</source>
        <translation>이 규칙에서는 순정 카나스타에 와일드 카드를 추가할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="129"/>
        <source>Your side has not opened: nothing can be laid off yet.</source>
        <translation>우리 팀이 아직 등록하지 않아 묶음에 추가할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="132"/>
        <source>At this table a canasta holds at most {limit} cards: it is full.</source>
        <translation>이 테이블에서는 카나스타가 최대 {limit}장입니다: 이미 다 찼습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="135"/>
        <source>You may not go out yet: too few melds on the table (your side has {have}, going out needs {needed}).</source>
        <translation>아직 털 수 없습니다: 테이블의 묶음이 부족합니다 (우리 팀 {have}개, 털려면 {needed}개 필요).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="141"/>
        <source>A meld may hold at most {limit} cards.</source>
        <translation>묶음에는 최대 {limit}장까지 넣을 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="142"/>
        <source>That meld is a complete book: no card can be added to it.</source>
        <translation>그 묶음은 완성된 북이라 카드를 더 추가할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="145"/>
        <source>A wild meld holds wild cards only: no natural card can join it.</source>
        <translation>와일드 묶음에는 와일드 카드만 들어갑니다: 일반 카드는 추가할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="148"/>
        <source>To take the pile you need two natural {rank}s from your hand.</source>
        <translation>버림패 더미를 가져가려면 손패에 일반 카드 {rank} 2장이 필요합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="151"/>
        <source>To take a wild top card you need two wild cards from your hand.</source>
        <translation>맨 위 카드가 와일드 카드이면 손패에 와일드 카드 2장이 있어야 가져갈 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="154"/>
        <source>Nothing to meld.</source>
        <translation>낼 묶음이 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="155"/>
        <source>The first meld must count at least {minimum}; this one counts {count}.</source>
        <translation>첫 등록은 {minimum}점 이상이어야 합니다. 지금은 {count}점입니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="158"/>
        <source>You may not go out yet: too few canastas (your side has {have}, going out needs {needed}).</source>
        <translation>아직 털 수 없습니다: 카나스타가 부족합니다 (우리 팀 {have}개, 털려면 {needed}개 필요).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="164"/>
        <source>That would leave one card, which you could only discard to go out, and your side has too few canastas to go out ({have}, going out needs {needed}): keep at least two cards.</source>
        <translation>그러면 카드가 한 장 남는데, 그 카드는 버려서 털 수밖에 없습니다. 하지만 우리 팀은 카나스타가 부족해 털 수 없습니다 ({have}개, 털려면 {needed}개 필요). 카드를 두 장 이상 남기세요.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="169"/>
        <source>That would leave one card, which you could only discard to go out, and your side has too few melds on the table to go out ({have}, going out needs {needed}): keep at least two cards.</source>
        <translation>그러면 카드가 한 장 남는데, 그 카드는 버려서 털 수밖에 없습니다. 하지만 우리 팀은 테이블의 묶음이 부족해 털 수 없습니다 ({have}개, 털려면 {needed}개 필요). 카드를 두 장 이상 남기세요.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="175"/>
        <source>That would leave one card, which you could only discard to go out, and your partner said no to going out this turn: keep at least two cards.</source>
        <translation>그러면 카드가 한 장 남는데, 그 카드는 버려서 털 수밖에 없습니다. 하지만 파트너가 이번 차례의 털기에 “아니요”라고 했습니다. 카드를 두 장 이상 남기세요.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="180"/>
        <source>Your partner said no: you may not go out this turn.</source>
        <translation>파트너가 “아니요”라고 했습니다: 이번 차례에는 털 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="183"/>
        <source>Your partner said yes: you must go out this turn, and this would prevent it.</source>
        <translation>파트너가 “예”라고 했습니다: 이번 차례에 반드시 털어야 하는데, 이렇게 하면 털 수 없게 됩니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="186"/>
        <source>Asking permission is only for partnership games.</source>
        <translation>털기 허락은 팀전에서만 물을 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="189"/>
        <source>Ask your partner before you meld anything else this turn.</source>
        <translation>이번 차례에 다른 묶음을 내기 전에 파트너에게 물으세요.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="192"/>
        <source>You have already asked your partner.</source>
        <translation>이미 파트너에게 물었습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="193"/>
        <source>You can only ask when you are able to go out.</source>
        <translation>손패를 털 수 있을 때만 물을 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="194"/>
        <source>You are already bound to go out this turn: there is nothing to ask.</source>
        <translation>이미 이번 차례에 털어야 합니다: 물을 것이 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="197"/>
        <source>With one card left you go out by discarding it: there is nothing to ask.</source>
        <translation>카드가 한 장 남았으면 그 카드를 버려서 텁니다: 물을 것이 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="200"/>
        <source>Seat {seat} is not your partner.</source>
        <translation>{seat}번 좌석은 파트너가 아닙니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="201"/>
        <source>Red threes are never discarded.</source>
        <translation>빨간 3은 버릴 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="202"/>
        <source>The stock ran out on a red three: meld if you like, then end the deal.</source>
        <translation>덱의 마지막 카드가 빨간 3이었습니다: 원하면 묶음을 낸 뒤 라운드를 끝내세요.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="205"/>
        <source>The deal cannot end here: you must take the pile.</source>
        <translation>여기서 라운드를 끝낼 수 없습니다: 버림패 더미를 가져가야 합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="208"/>
        <source>{players} players with {decks} decks is not a Canasta configuration.</source>
        <translation>{players}인, 카드 {decks}벌로 하는 카나스타 구성은 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="211"/>
        <location filename="../canasta_gui/engine/save_checks.py" line="74"/>
        <source>Unknown option or value: {option}={value}.</source>
        <translation>알 수 없는 옵션 또는 값: {option}={value}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="212"/>
        <source>Unknown rule preset: {name}.</source>
        <translation>알 수 없는 규칙 프리셋: {name}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="15"/>
        <source>Hand and Foot is played by 4 players with 5 decks, not {players} with {decks}.</source>
        <translation>핸드 앤 풋은 4명이 카드 5벌로 합니다. {players}명, 카드 {decks}벌로는 할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="18"/>
        <source>To go out your side needs 2 clean, 2 dirty and 1 wild book; it would have {clean} clean, {dirty} dirty and {wild} wild.</source>
        <translation>털려면 우리 팀에 클린 북 2개, 더티 북 2개, 와일드 북 1개가 필요합니다. 이대로라면 클린 {clean}개, 더티 {dirty}개, 와일드 {wild}개가 됩니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="23"/>
        <source>You may not go out before your partner has played from their foot.</source>
        <translation>파트너가 풋의 카드를 내기 전에는 털 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="26"/>
        <source>Ask your partner first: you may go out only after a yes this turn.</source>
        <translation>먼저 파트너에게 물으세요: 이번 차례에 “예”라는 대답을 받아야만 털 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="29"/>
        <source>Under these rules you go out by melding your last card, not by discarding it.</source>
        <translation>이 규칙에서는 마지막 카드를 버리는 것이 아니라 묶음으로 내서 털어야 합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="34"/>
        <source>That would leave one card, which you could only discard to go out, and going out needs 2 clean, 2 dirty and 1 wild book; your side would have {clean} clean, {dirty} dirty and {wild} wild. Keep at least two cards.</source>
        <translation>그러면 카드가 한 장 남는데, 그 카드는 버려서 털 수밖에 없습니다. 털려면 클린 북 2개, 더티 북 2개, 와일드 북 1개가 필요한데 우리 팀은 클린 {clean}개, 더티 {dirty}개, 와일드 {wild}개가 됩니다. 카드를 두 장 이상 남기세요.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="40"/>
        <source>That would leave one card, which you could only discard to go out, and you may not go out before your partner has played from their foot: keep at least two cards.</source>
        <translation>그러면 카드가 한 장 남는데, 그 카드는 버려서 털 수밖에 없습니다. 하지만 파트너가 풋의 카드를 내기 전에는 털 수 없습니다. 카드를 두 장 이상 남기세요.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="45"/>
        <source>That would leave one card, which you could only discard to go out, and you may go out only after your partner&apos;s yes this turn: ask first, or keep at least two cards.</source>
        <translation>그러면 카드가 한 장 남는데, 그 카드는 버려서 털 수밖에 없습니다. 하지만 이번 차례에 파트너의 “예”를 받아야만 털 수 있습니다. 먼저 물어보거나 카드를 두 장 이상 남기세요.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="50"/>
        <source>That would leave one card, but under these rules the last card cannot be discarded: go out by melding every card, or keep at least two.</source>
        <translation>그러면 카드가 한 장 남는데, 이 규칙에서는 마지막 카드를 버릴 수 없습니다. 모든 카드를 묶음으로 내서 털거나 카드를 두 장 이상 남기세요.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="55"/>
        <source>Your turn ends with a discard.</source>
        <translation>차례는 카드를 한 장 버리면서 끝납니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="56"/>
        <source>You can only ask when you are able to go out from your foot this turn.</source>
        <translation>이번 차례에 풋에서 털 수 있을 때만 물을 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="59"/>
        <source>Ask your partner after you have drawn or taken the pile.</source>
        <translation>덱에서 뽑거나 버림패 더미를 가져간 뒤에 파트너에게 물으세요.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="65"/>
        <source>{where} does not fit a Hand and Foot game: {detail}.</source>
        <translation>{where} 항목이 핸드 앤 풋 게임에 맞지 않습니다: {detail}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="34"/>
        <source>The file {path} cannot be read: {detail}.</source>
        <extracomment>Scores and every part of a deal score stay within plus or minus this.</extracomment>
        <translation>{path} 파일을 읽을 수 없습니다: {detail}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="35"/>
        <source>{path} is not an ordinary file: a folder, a pipe or a device cannot be a save.</source>
        <translation>{path}: 일반 파일이 아닙니다. 폴더, 파이프, 장치는 저장 파일이 될 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="38"/>
        <source>The file is too large: {size} bytes, at most {limit} are allowed.</source>
        <translation>파일이 너무 큽니다: {size}바이트 (최대 {limit}바이트).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="41"/>
        <source>The file is not UTF-8 text (bad byte at position {position}).</source>
        <translation>파일이 UTF-8 텍스트가 아닙니다 (위치 {position}에 잘못된 바이트).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="44"/>
        <source>The file is not valid JSON: {detail}.</source>
        <translation>파일이 올바른 JSON이 아닙니다: {detail}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="45"/>
        <source>The file nests lists and objects more than {limit} levels deep.</source>
        <translation>파일의 리스트와 객체 중첩이 {limit}단계를 넘습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="48"/>
        <source>An object in the file has the key {key} twice.</source>
        <translation>파일의 한 객체에 같은 키가 두 번 있습니다: {key}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="51"/>
        <source>A save must be a JSON object, but this file holds {got}.</source>
        <translation>저장 파일은 JSON 객체여야 하지만 이 파일의 내용은 {got}입니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="54"/>
        <source>This is not a canasta_gui save: its format is {found}.</source>
        <translation>canasta_gui 저장 파일이 아닙니다: 형식이 {found}입니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="57"/>
        <source>Save schema {found} is not supported; this version reads schema {supported}.</source>
        <translation>지원되지 않는 저장 스키마입니다: {found}. 이 버전은 스키마 {supported}만 읽을 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="60"/>
        <source>This save is for the game {found}, which this version cannot play.</source>
        <translation>이 저장 파일은 {found} 게임용이며, 이 버전에서는 플레이할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="63"/>
        <source>{where} is missing.</source>
        <translation>{where} 항목이 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="64"/>
        <source>Unknown field {key} in {where}.</source>
        <translation>{where}에 알 수 없는 필드가 있습니다: {key}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="65"/>
        <source>{where} must be {expected}, not {got}.</source>
        <translation>{where}의 값은 {expected}이어야 합니다 ({got} 아님).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="66"/>
        <source>{where} is {value}, outside the allowed range {low} to {high}.</source>
        <translation>{where} 값이 허용 범위({low}~{high})를 벗어났습니다: {value}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="69"/>
        <source>{where} has an unknown value: {value}.</source>
        <translation>{where}에 알 수 없는 값이 있습니다: {value}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="70"/>
        <source>{where} must have {expected} entries, not {got}.</source>
        <translation>{where}의 항목은 {expected}개여야 합니다 ({got}개 아님).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="71"/>
        <source>{where} has {got} entries; at most {limit} are allowed.</source>
        <translation>{where}의 항목이 {got}개입니다. 최대 {limit}개까지 허용됩니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="75"/>
        <source>Invalid game configuration: {detail}</source>
        <translation>잘못된 게임 구성: {detail}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="76"/>
        <source>{where} is not a card code: {card}.</source>
        <translation>{where} 항목이 카드 코드가 아닙니다: {card}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="77"/>
        <source>The cards are not exactly {decks} decks ({total} cards): {details}.</source>
        <translation>카드가 정확히 {decks}벌({total}장)이 아닙니다: {details}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="80"/>
        <source>state.stock_top names the top of the stock, so state.stock must be &quot;rest&quot;, not {stock}.</source>
        <translation>state.stock_top이 덱의 맨 위 카드를 지정하므로 state.stock은 &quot;rest&quot;여야 합니다 ({stock} 아님).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="84"/>
        <source>{where} says seat {got} made this move, but {expected} was to act.</source>
        <translation>{where}에 기록된 좌석이 동작할 차례와 다릅니다 (기록: {got}, 차례: {expected}).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="87"/>
        <source>{where} holds a red three ({card}), which is never kept in a hand.</source>
        <translation>{where}에 빨간 3({card})이 있습니다. 빨간 3은 손패에 둘 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="90"/>
        <source>{where} holds {card}, which is not a red three.</source>
        <translation>{where}에 빨간 3이 아닌 {card} 카드가 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="91"/>
        <source>{where} gives the hand&apos;s number of cards as {got}, but the hand has {count}.</source>
        <translation>{where}에는 손패의 카드 수가 {got}장으로 되어 있지만 실제 손패는 {count}장입니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="103"/>
        <source>{where} is {got}, but the number of the side&apos;s melds is {count}.</source>
        <translation>{where} 값은 {got}이지만 팀의 묶음은 {count}개입니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="115"/>
        <source>The score sheet&apos;s number of deals is {got}, but a position of deal {deal} in phase {phase} needs {expected}, one per finished deal.</source>
        <translation>점수표의 라운드 수는 {got}이지만, {deal}라운드 {phase} 단계의 게임 상태라면 끝난 라운드마다 하나씩 {expected}이어야 합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="94"/>
        <source>{where} lists cards that the hand does not hold: {cards}.</source>
        <translation>{where}에 손패에 없는 카드가 있습니다: {cards}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="97"/>
        <source>Player {player} has no cards, but the deal is still being played.</source>
        <translation>플레이어 {player}에게 카드가 없는데 라운드가 아직 진행 중입니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="100"/>
        <source>{where} is not a valid meld: {reason}</source>
        <translation>{where} 항목은 올바른 묶음이 아닙니다: {reason}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="101"/>
        <source>{where} is a meld of {rank}s but holds {card}.</source>
        <translation>{where} 항목은 {rank} 묶음인데 {card} 카드가 들어 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="102"/>
        <source>{where} has two melds of {rank}s.</source>
        <translation>{where}에 {rank} 묶음이 두 개 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="106"/>
        <source>state.freeze_index is {got}, but the pile says {expected}.</source>
        <translation>state.freeze_index 값은 {got}이지만 버림패 더미로 보면 {expected}입니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="109"/>
        <source>The partner&apos;s answer does not fit the rest of the turn: {details}.</source>
        <translation>파트너의 대답이 차례의 나머지 진행과 맞지 않습니다: {details}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="112"/>
        <source>The end of the game does not fit the scores: {details}.</source>
        <translation>게임 종료가 점수와 맞지 않습니다: {details}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="120"/>
        <source>The score sheet has no row for deal {deal}, although the deal is over ({phase}).</source>
        <translation>라운드가 끝났는데({phase}) 점수표에 {deal}라운드의 행이 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="123"/>
        <source>{where} is {got}, but the rest of the position says {expected}.</source>
        <translation>{where} 값은 {got}이지만 게임 상태의 나머지 부분으로 보면 {expected}입니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="126"/>
        <source>A question is pending, but player {asker} is not a partner of player {player}.</source>
        <translation>대답을 기다리는 질문이 있지만 {asker}번 플레이어는 {player}번 플레이어의 파트너가 아닙니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="129"/>
        <source>Player {player} asks to go out but is not able to go out.</source>
        <translation>{player}번 플레이어가 털기를 물었지만 털 수 없는 상태입니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="132"/>
        <source>In the draw phase a turn has just begun, but {field} is {value}.</source>
        <translation>뽑기 단계는 차례가 막 시작된 때인데 {field} 값이 {value}입니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="135"/>
        <source>Player {player} must go out this turn but cannot: no move would be legal.</source>
        <translation>{player}번 플레이어는 이번 차례에 털어야 하지만 털 수 없습니다: 규칙에 맞는 동작이 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="138"/>
        <source>Player {player} has no legal move in this position (phase {phase}).</source>
        <translation>플레이어 {player}에게는 이 상황에서 규칙에 맞는 동작이 없습니다 (단계 {phase}).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="141"/>
        <source>{where} cannot be read: {detail}.</source>
        <translation>{where} 항목을 읽을 수 없습니다: {detail}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="142"/>
        <source>{where} ({move}) is illegal: {detail}</source>
        <translation>{where} 항목의 동작({move})은 규칙에 어긋납니다: {detail}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="143"/>
        <source>Replaying the moves does not give the saved position (it differs in {field}).</source>
        <translation>기록된 진행을 재생해도 저장된 상태가 나오지 않습니다 (다른 부분: {field}).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="176"/>
        <source>a huge number</source>
        <translation>아주 큰 수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="193"/>
        <source>true/false</source>
        <translation>참/거짓</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="195"/>
        <location filename="../canasta_gui/engine/save_checks.py" line="258"/>
        <source>a whole number</source>
        <translation>정수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="197"/>
        <source>a decimal number</source>
        <translation>소수점이 있는 수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="199"/>
        <location filename="../canasta_gui/engine/save_checks.py" line="282"/>
        <source>text</source>
        <translation>텍스트</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="201"/>
        <location filename="../canasta_gui/engine/save_checks.py" line="299"/>
        <source>a list</source>
        <translation>리스트</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="204"/>
        <source>something else</source>
        <translation>다른 종류의 값</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="271"/>
        <source>true or false</source>
        <translation>참 또는 거짓</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/save.py" line="312"/>
        <source>the target or the deal limit is reached</source>
        <translation>목표 점수나 라운드 수 제한에 이미 이르렀음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/save.py" line="319"/>
        <source>no side reached the target</source>
        <translation>목표 점수에 이른 팀이 없음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/save.py" line="337"/>
        <source>an answer without a question this turn</source>
        <translation>이번 차례에 질문이 없었는데 대답이 있음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/save.py" line="342"/>
        <source>a yes binds the asker to go out</source>
        <translation>“예”라는 대답을 받으면 물은 플레이어는 반드시 털어야 함</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/melding.py" line="50"/>
        <location filename="../canasta_gui/engine/hand_and_foot/melding.py" line="94"/>
        <source>meld in your meld phase</source>
        <translation>묶음은 자기 차례의 묶음 내기 단계에서 냅니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/rummy/turn_checks.py" line="43"/>
        <source>take the pile at the start of your turn</source>
        <translation>버림패는 자기 차례를 시작할 때 가져갑니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/rules.py" line="50"/>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="50"/>
        <source>draw at the start of your turn</source>
        <translation>카드는 자기 차례를 시작할 때 뽑습니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/rules.py" line="81"/>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="100"/>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="166"/>
        <source>discard at the end of your turn</source>
        <translation>카드는 자기 차례를 마칠 때 버립니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/rules.py" line="118"/>
        <source>ask in your meld phase</source>
        <translation>파트너에게는 묶음 내기 단계에서 묻습니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/rules.py" line="151"/>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="209"/>
        <source>answer your partner</source>
        <translation>파트너의 질문에 답하세요</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/rules.py" line="161"/>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="220"/>
        <source>decide on the pile</source>
        <translation>버림패를 가져갈지 정하세요</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/rules.py" line="163"/>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="222"/>
        <source>draw from the stock</source>
        <translation>덱에서 뽑으세요</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/rules.py" line="172"/>
        <source>end the turn</source>
        <translation>차례를 마치세요</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/rules.py" line="179"/>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="229"/>
        <source>start the next deal</source>
        <translation>다음 라운드를 시작하세요</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/rules.py" line="33"/>
        <source>start the next round</source>
        <translation>다음 라운드를 시작하세요</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/rules.py" line="380"/>
        <source>play a card</source>
        <translation>카드를 한 장 내세요</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="179"/>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="185"/>
        <source>ask during your turn</source>
        <translation>파트너에게는 자기 차례에 묻습니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="203"/>
        <location filename="../canasta_gui/engine/save_checks.py" line="218"/>
        <location filename="../canasta_gui/engine/save_checks.py" line="238"/>
        <source>an object</source>
        <translation>객체</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/save.py" line="153"/>
        <location filename="../canasta_gui/engine/cassino/save.py" line="224"/>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="210"/>
        <source>a side listed twice</source>
        <translation>두 번 적힌 팀</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/save.py" line="285"/>
        <source>cards not in the captor&apos;s pile</source>
        <translation>가져간 플레이어의 더미에 없는 카드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/save.py" line="346"/>
        <source>the game has winners</source>
        <translation>이미 승자가 있음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/save.py" line="363"/>
        <source>cards are still in play</source>
        <translation>아직 플레이 중인 카드가 있음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="192"/>
        <source>a red 3 in the pile</source>
        <translation>버림패 더미에 빨간 3이 있음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="240"/>
        <source>the foot is down</source>
        <translation>풋이 아직 뒷면으로 놓여 있음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="384"/>
        <source>a game is over after its last deal</source>
        <translation>게임은 마지막 라운드 뒤에만 끝남</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="403"/>
        <source>the winners do not fit the scores</source>
        <translation>승자가 점수와 맞지 않음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="410"/>
        <source>the game is over after its last deal</source>
        <translation>마지막 라운드 뒤에는 게임이 끝나야 함</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/save.py" line="332"/>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="427"/>
        <source>only the asker, on turn, holds an answer</source>
        <translation>대답은 자기 차례인, 물어본 플레이어에게만 있을 수 있음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="432"/>
        <source>only an OPTIONAL yes obliges the player</source>
        <translation>OPTIONAL 규칙의 “예”만 털 의무를 줌</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="438"/>
        <source>a move made before the draw</source>
        <translation>뽑기 전에 한 동작</translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <location filename="../canasta_gui/app/i18n.py" line="105"/>
        <source>The translation file for “{language}” could not be loaded; using English.</source>
        <translation>“{language}” 번역 파일을 불러오지 못해 영어를 사용합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/i18n.py" line="136"/>
        <source>The language “{code}” is not available; using English.</source>
        <translation>“{code}” 언어를 사용할 수 없어 영어를 사용합니다.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="18"/>
        <source>Deal limit</source>
        <extracomment>Short label of each option, as shown beside its control.</extracomment>
        <translation>라운드 수 제한</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="19"/>
        <source>Cards drawn from the stock</source>
        <translation>덱에서 뽑는 장수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="20"/>
        <source>Canastas needed to go out</source>
        <translation>털기에 필요한 카나스타</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="21"/>
        <source>Melds needed to go out</source>
        <translation>털기에 필요한 묶음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="22"/>
        <source>Wild cards in a meld</source>
        <translation>묶음의 와일드 카드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="19"/>
        <source>Cards taken with the pile</source>
        <extracomment>Short label of each option, as shown beside its control.</extracomment>
        <translation>버림패 더미에서 가져가는 장수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="23"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="20"/>
        <source>Upcard</source>
        <translation>첫 버림패</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="21"/>
        <source>Going out with a discard</source>
        <translation>버려서 털기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="22"/>
        <source>Red 3 left in a hand or foot</source>
        <translation>손패나 풋에 남은 빨간 3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="24"/>
        <source>Deals in a game</source>
        <translation>게임당 라운드 수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="29"/>
        <source>How many cards a player picks up when taking the discard pile</source>
        <extracomment>One line saying what each option decides, in player words (docs/rules.md §4.3-§4.12).</extracomment>
        <translation>버림패 더미를 가져갈 때 몇 장을 가져가는지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="32"/>
        <source>Whether a card is turned up to start the discard pile after the deal</source>
        <translation>카드를 나눈 뒤 한 장을 뒤집어 버림패 더미를 시작하는지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="35"/>
        <source>Whether a player may go out by discarding their last card, or must meld it</source>
        <translation>마지막 카드를 버려서 털 수 있는지, 묶음으로 내야 하는지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="38"/>
        <source>What a red 3 never put down, in a hand or a foot never picked up, costs at the end</source>
        <translation>내려놓지 못한 빨간 3(손패나 집어 들지 않은 풋에 남은 것)을 끝날 때 몇 점 빼는지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="42"/>
        <source>Whether going out needs the partner&apos;s “yes”, or only no “no”</source>
        <translation>털려면 파트너의 “예”가 필요한지, “아니요”만 듣지 않으면 되는지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="45"/>
        <source>How many deals a game lasts; a shorter game plays the first deals, with their minimum counts</source>
        <translation>게임을 몇 라운드 하는지. 짧은 게임은 앞쪽 라운드만 각 라운드의 최소 점수로 합니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="55"/>
        <source>The top 7 cards</source>
        <extracomment>Label of each value of each option (docs/rules.md §6; §7.14-§7.17 for the sources).</extracomment>
        <translation>맨 위 7장</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="56"/>
        <source>The whole pile</source>
        <translation>더미 전체</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="59"/>
        <source>Turn one; a 3 or wild card goes back</source>
        <translation>한 장 뒤집기, 3이나 와일드 카드는 다시 섞기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="60"/>
        <source>None: the first discard starts the pile</source>
        <translation>없음: 처음 버린 카드로 더미 시작</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="64"/>
        <source>Not allowed: meld the last cards</source>
        <translation>허용 안 함: 마지막 카드는 묶음으로 내기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="67"/>
        <source>Nothing</source>
        <translation>감점 없음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="68"/>
        <source>100 points</source>
        <translation>100점 감점</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="71"/>
        <source>A “yes” is needed; it does not oblige</source>
        <translation>“예”가 필요, 털 의무는 없음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="72"/>
        <source>Asking is optional; a “yes” obliges</source>
        <translation>묻기는 선택, “예”면 반드시 털기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="75"/>
        <source>4 deals (the whole game)</source>
        <translation>4라운드 (전체 게임)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="76"/>
        <source>2 deals</source>
        <translation>2라운드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="85"/>
        <source>Japanese rules</source>
        <extracomment>Names of the rule presets of ``PRESETS`` (the keys stay in saves). &quot;japanese&quot; follows the Japanese article the game&apos;s rules come from (S2), &quot;pagat&quot; the pagat.com page on Hand and Foot (P-HF), &quot;house&quot; the most common house rules (§6).</extracomment>
        <translation>일본식 규칙</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="88"/>
        <source>House rules</source>
        <translation>하우스 룰</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="93"/>
        <source>No upcard: the pile starts with the first discard; the top 7 cards of the pile, going out needs your partner&apos;s yes</source>
        <extracomment>One line per preset saying what sets it apart, shown under the preset&apos;s name.</extracomment>
        <translation>첫 버림패 없음(처음 버린 카드로 더미 시작), 버림패 더미는 맨 위 7장만, 털려면 파트너의 “예” 필요</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="98"/>
        <source>The top 7 cards of the pile, going out with a discard allowed, a red 3 left over costs nothing</source>
        <translation>버림패 더미는 맨 위 7장만, 버려서 털기 허용, 남은 빨간 3은 감점 없음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="103"/>
        <source>As the classic rules, but a red 3 never put down costs 100 at the end</source>
        <translation>클래식 규칙과 같지만, 내려놓지 못한 빨간 3은 끝날 때 100점 감점</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="106"/>
        <source>Taking the pile takes the whole pile, and the last cards must be melded</source>
        <translation>버림패 더미는 전체를 가져가고, 마지막 카드는 묶음으로 내야 함</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="24"/>
        <source>Black 3 in the pile</source>
        <translation>버림패 더미의 검은 3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="25"/>
        <source>Pile before the first meld</source>
        <translation>첫 등록 전 버림패 더미</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="26"/>
        <source>Frozen before melding</source>
        <translation>묶음을 내기 전 동결</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="27"/>
        <source>First meld at a score of 0</source>
        <translation>점수 0일 때 첫 등록</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="28"/>
        <source>When the stock runs out</source>
        <translation>덱이 떨어졌을 때</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="29"/>
        <source>Red 3 as the last stock card</source>
        <translation>덱의 마지막 카드가 빨간 3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="30"/>
        <source>Minimum when going out concealed</source>
        <translation>퍼펙트 훌라의 최소 점수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="31"/>
        <source>Concealed after taking the pile</source>
        <translation>버림패를 가져간 뒤 퍼펙트 훌라</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="32"/>
        <source>Concealed bonus</source>
        <translation>퍼펙트 훌라 보너스</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="33"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="23"/>
        <source>Asking “May I go out?”</source>
        <translation>“털어도 될까요?” 묻기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="34"/>
        <source>Wild card on a natural canasta</source>
        <translation>순정 카나스타에 와일드 카드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="37"/>
        <source>Largest canasta</source>
        <translation>카나스타 최대 장수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="38"/>
        <source>All four red 3s</source>
        <translation>빨간 3 네 장 모두</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="39"/>
        <source>Red 3s with three decks</source>
        <translation>카드 세 벌일 때 빨간 3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="19"/>
        <source>Round limit</source>
        <extracomment>Short label of each option, as shown beside its control.</extracomment>
        <translation>라운드 수 제한</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="20"/>
        <source>Four players</source>
        <translation>4인 게임</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="21"/>
        <source>Capturing with a face card</source>
        <translation>그림 카드로 가져가기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="22"/>
        <source>A build with loose cards</source>
        <translation>빌드와 따로 놓인 카드 함께 가져가기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="23"/>
        <source>A pair built as its total</source>
        <translation>같은 숫자 두 장을 합으로 빌드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="24"/>
        <source>Raising a build</source>
        <translation>빌드 값 올리기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="25"/>
        <source>Trailing by a build&apos;s owner</source>
        <translation>빌드 주인의 트레일</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="26"/>
        <source>Gathering loose cards into a build</source>
        <translation>따로 놓인 카드를 빌드에 모으기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="27"/>
        <source>Builds of face cards</source>
        <translation>그림 카드 빌드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="28"/>
        <source>When you may trail</source>
        <translation>트레일할 수 있는 때</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="29"/>
        <source>Sweeps</source>
        <translation>스윕</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="40"/>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="30"/>
        <source>Target score</source>
        <translation>목표 점수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="31"/>
        <source>Several sides reach the target</source>
        <translation>여러 팀이 목표 점수 도달</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="36"/>
        <source>The game ends after this many rounds, whatever the scores</source>
        <extracomment>One line saying what each option decides, in player words (docs/rules.md §5).</extracomment>
        <translation>점수와 상관없이 이 라운드 수가 지나면 게임이 끝납니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="39"/>
        <source>Whether four players play as two partnerships or each for themselves</source>
        <translation>4명이 2명씩 팀전으로 하는지, 개인전으로 하는지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="42"/>
        <source>Whether a jack, queen or king takes every loose card of its rank or just one</source>
        <translation>J, Q, K가 바닥에 따로 놓인 같은 그림 카드를 모두 가져가는지, 한 장만 가져가는지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="45"/>
        <source>Whether a build may be captured together with loose cards of its value</source>
        <translation>빌드를 그 값에 해당하는 따로 놓인 카드와 함께 가져갈 수 있는지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="48"/>
        <source>Whether a card played on one of its rank may build their total (2 on 2 as 4)</source>
        <translation>같은 숫자의 카드 위에 얹은 카드로 합의 빌드를 만들 수 있는지 (2 위에 2로 4)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="51"/>
        <source>Whether a card from the hand may raise a single build to a higher value</source>
        <translation>손패의 카드로 단일 빌드의 값을 올릴 수 있는지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="54"/>
        <source>Whether a player who owns a build may trail instead of capturing or building</source>
        <translation>빌드의 주인이 가져가기나 빌드 대신 트레일할 수 있는지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="57"/>
        <source>Whether loose cards worth a build&apos;s value may be gathered into it</source>
        <translation>빌드의 값에 해당하는 따로 놓인 카드를 빌드에 모을 수 있는지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="60"/>
        <source>Whether a jack, queen or king played on one of its rank makes a build</source>
        <translation>같은 그림 카드 위에 얹은 J, Q, K가 빌드가 되는지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="63"/>
        <source>When a player may lay a card on the table without capturing or building</source>
        <translation>가져가기나 빌드 없이 카드를 바닥에 내려놓을 수 있는 때</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="66"/>
        <source>Whether a capture that clears the table scores a point</source>
        <translation>바닥을 모두 비우며 가져가면 1점을 얻는지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="69"/>
        <source>The game ends after the round in which a side reaches this score</source>
        <translation>어느 팀이 이 점수에 이른 라운드가 끝나면 게임이 끝납니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="72"/>
        <source>Who wins when more than one side reaches the target in the same round</source>
        <translation>같은 라운드에 둘 이상의 팀이 목표 점수에 이르면 누가 이기는지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="81"/>
        <source>Two partnerships, partners opposite</source>
        <translation>2명씩 2팀, 파트너는 마주 보기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="82"/>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="145"/>
        <source>Each for themselves</source>
        <extracomment>Names of the rule presets of ``PRESETS`` (the keys stay in saves). &quot;solo&quot; plays the Japanese Wikipedia article&apos;s rules (S1, four players alone, to 21); &quot;pagat&quot; collects every alternative the pagat.com page on Casino plays (P-CAS, docs/rules.md §6).</extracomment>
        <translation>개인전</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="85"/>
        <source>Every loose card of its rank</source>
        <translation>같은 그림 카드 모두</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="86"/>
        <source>One loose card of its rank</source>
        <translation>같은 그림 카드 한 장</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="89"/>
        <source>Not allowed: a build is taken alone</source>
        <translation>허용 안 함: 빌드는 단독으로 가져감</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="93"/>
        <source>Not allowed: only that rank takes it</source>
        <translation>허용 안 함: 그 숫자로만 가져감</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="101"/>
        <source>Not allowed: the owner must capture or build</source>
        <translation>허용 안 함: 주인은 가져가거나 빌드해야 함</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="110"/>
        <source>Allowed: only that rank takes it</source>
        <translation>허용: 같은 그림 카드로만 가져감</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="113"/>
        <source>Only when no capture or build is possible</source>
        <translation>가져가기나 빌드를 할 수 없을 때만</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="116"/>
        <source>Any time (a build&apos;s owner excepted)</source>
        <translation>언제든 (빌드 주인은 제외)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="117"/>
        <source>Any card that cannot capture</source>
        <translation>가져갈 수 없는 카드는 언제든</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="120"/>
        <source>Score a point</source>
        <translation>1점 얻음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="121"/>
        <source>Score nothing</source>
        <translation>점수 없음</translation>
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
        <translation>합계가 높은 팀 승리</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="129"/>
        <source>Count the round out item by item</source>
        <translation>라운드 점수를 항목별로 차례로 더하기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="137"/>
        <source>{n} rounds</source>
        <extracomment>The round limits the New game dialog offers (the engine takes any whole number, §1.5): one round is the quickest game there is. A positive round limit (Cassino counts rounds, docs/rules.md §1.4-§1.5).</extracomment>
        <translation>{n}라운드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="139"/>
        <source>1 round</source>
        <extracomment>A round limit of one (a whole phrase, as languages write a singular differently).</extracomment>
        <translation>1라운드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="147"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="87"/>
        <source>pagat.com rules</source>
        <translation>pagat.com 규칙</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="152"/>
        <source>Everyone plays alone, four players too; the first to 21 wins; a face card takes every card of its rank, sweeps score</source>
        <extracomment>One line per preset saying what sets it apart, shown under the preset&apos;s name.</extracomment>
        <translation>모두 개인전(4명일 때도), 먼저 21점에 이르면 승리, 그림 카드는 같은 그림 카드를 모두 가져감, 스윕 점수 있음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="157"/>
        <source>A face card takes every card of its rank, trail only when nothing else is possible, sweeps score</source>
        <translation>그림 카드는 같은 그림 카드를 모두 가져감, 다른 방법이 없을 때만 트레일, 스윕 점수 있음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="162"/>
        <source>Trail any time, freer builds and captures, a face card takes only one card, sweeps score nothing</source>
        <translation>언제든 트레일, 더 자유로운 빌드와 가져가기, 그림 카드는 한 장만 가져감, 스윕 점수 없음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="41"/>
        <source>Six-player sides</source>
        <translation>6인 팀 구성</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="42"/>
        <source>Draw for seats and first deal</source>
        <translation>자리와 첫 딜러 뽑기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="47"/>
        <source>The game ends after this many deals, whatever the scores</source>
        <extracomment>One line saying what each option decides.</extracomment>
        <translation>점수와 상관없이 이 라운드 수가 지나면 게임이 끝납니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="50"/>
        <source>How many cards a player draws from the stock (always 2 with two players)</source>
        <translation>덱에서 한 번에 뽑는 카드 수 (2인 게임은 언제나 2장)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="53"/>
        <source>How many canastas a side must have before one of its players may go out</source>
        <translation>팀원이 손패를 털려면 팀에 카나스타가 몇 개 있어야 하는지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="56"/>
        <source>How many melds, canastas included, a side must have on the table before going out</source>
        <translation>손패를 털기 전에 팀이 테이블에 내 두어야 하는 묶음 수 (카나스타 포함)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="60"/>
        <source>How many wild cards a meld may hold compared with its natural cards</source>
        <translation>묶음에 일반 카드에 비해 와일드 카드를 몇 장까지 넣을 수 있는지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="63"/>
        <source>What happens when the first upcard of the pile is a wild card or a red 3</source>
        <translation>첫 버림패가 와일드 카드나 빨간 3일 때 어떻게 하는지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="66"/>
        <source>Whether a black 3 in the pile only blocks the next player or freezes the pile</source>
        <translation>버림패 더미의 검은 3이 다음 플레이어만 막는지, 더미를 동결하는지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="69"/>
        <source>Whether a side that has not melded yet may take the discard pile</source>
        <translation>아직 등록하지 않은 팀이 버림패 더미를 가져갈 수 있는지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="72"/>
        <source>Whether the pile stays frozen only until the side opens, or for each player until they have melded</source>
        <translation>버림패 더미가 팀이 등록할 때까지만 동결되는지, 플레이어마다 자기가 묶음을 낼 때까지 동결되는지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="77"/>
        <source>The count a side&apos;s first meld needs when its score is exactly 0</source>
        <translation>팀 점수가 정확히 0일 때 첫 등록에 필요한 최소 점수</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="80"/>
        <source>Whether play goes on by taking the pile once the stock is empty</source>
        <translation>덱이 떨어진 뒤에도 버림패 더미를 가져가며 게임을 계속하는지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="83"/>
        <source>What a player may still do after drawing a red 3 that cannot be replaced</source>
        <translation>보충할 수 없는 빨간 3을 뽑은 뒤 무엇을 할 수 있는지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="86"/>
        <source>Whether going out concealed before the side has melded must reach the opening minimum</source>
        <translation>팀이 등록하기 전에 퍼펙트 훌라로 털 때 등록 최소 점수를 채워야 하는지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="90"/>
        <source>Whether a player who took the pile this turn can still go out concealed</source>
        <translation>이번 차례에 버림패 더미를 가져간 플레이어도 퍼펙트 훌라로 털 수 있는지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="93"/>
        <source>Whether going out concealed earns 200 at every table or only with partners</source>
        <translation>퍼펙트 훌라로 털면 어느 테이블에서나 200점인지, 팀전에서만 200점인지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="96"/>
        <source>How often a player may ask their partner for permission to go out</source>
        <translation>파트너에게 털기 허락을 얼마나 자주 물을 수 있는지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="99"/>
        <source>Whether a wild card may be added to a natural canasta, making it mixed</source>
        <translation>순정 카나스타에 와일드 카드를 추가해 비순정으로 만들 수 있는지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="102"/>
        <source>Whether a canasta may keep growing or is full at 8 cards</source>
        <translation>카나스타에 카드를 계속 추가할 수 있는지, 8장이면 다 찬 것인지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="105"/>
        <source>How the bonus for all four red 3s is worded; every choice scores 800</source>
        <translation>빨간 3 네 장 보너스를 어떻게 표현하는지 (어느 쪽이든 800점)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="108"/>
        <source>The bonus for four, five or six red 3s in a three-deck game</source>
        <translation>카드 세 벌 게임에서 빨간 3 네 장, 다섯 장, 여섯 장의 보너스</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="111"/>
        <source>The game ends after the deal in which a side reaches this score</source>
        <translation>어느 팀이 이 점수에 이른 라운드가 끝나면 게임이 끝납니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="114"/>
        <source>How six players form sides</source>
        <translation>6명이 팀을 나누는 방법</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="115"/>
        <source>Before the first deal everyone draws a card; the cards decide partners, seats and the first dealer</source>
        <translation>첫 라운드 전에 모두 카드를 한 장씩 뽑아 파트너, 자리, 첫 딜러를 정합니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="124"/>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="194"/>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="79"/>
        <source>No limit</source>
        <extracomment>Label of each value of each option.
----------
Label of each value of each option (docs/rules.md §6; §7.18-§7.23 for the sources).</extracomment>
        <translation>제한 없음</translation>
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
        <translation>카나스타만 있으면 됨</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="135"/>
        <source>At least 2 melds, canastas included</source>
        <translation>카나스타 포함 묶음 2개 이상</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="138"/>
        <source>At least 2 naturals, at most 3 wild cards</source>
        <translation>일반 카드 2장 이상, 와일드 카드 3장 이하</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="139"/>
        <source>Also no more wild cards than naturals</source>
        <translation>또한 와일드 카드가 일반 카드보다 많지 않게</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="140"/>
        <source>Also two naturals for each wild card</source>
        <translation>또한 와일드 카드 1장당 일반 카드 2장</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="145"/>
        <source>Turn another card</source>
        <translation>한 장 더 뒤집기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="146"/>
        <source>Turn another, also for any 3</source>
        <translation>한 장 더 뒤집기 (3이어도)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="147"/>
        <source>Leave it (pile frozen)</source>
        <translation>그대로 두기 (더미 동결)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="150"/>
        <source>Blocks only while on top</source>
        <translation>맨 위에 있을 때만 막음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="151"/>
        <source>Freezes the pile</source>
        <translation>더미 동결</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="154"/>
        <source>With a natural pair and the minimum</source>
        <translation>일반 카드 2장과 최소 점수로 가능</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="155"/>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="179"/>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="191"/>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="98"/>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="105"/>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="109"/>
        <source>Not allowed</source>
        <translation>허용 안 함</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="158"/>
        <source>Until the side opens</source>
        <translation>팀이 등록할 때까지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="159"/>
        <source>Until each player has melded</source>
        <translation>각 플레이어가 묶음을 낼 때까지</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="162"/>
        <source>50</source>
        <translation>50</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="163"/>
        <source>15 (as below 0)</source>
        <translation>15 (0 미만과 같음)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="166"/>
        <source>Play on while players take the pile</source>
        <translation>버림패를 가져가는 동안 계속</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="167"/>
        <source>The deal ends after that turn</source>
        <translation>그 차례 후 라운드 종료</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="170"/>
        <source>The deal ends at once</source>
        <translation>즉시 라운드 종료</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="171"/>
        <source>Meld first, no discard, then it ends</source>
        <translation>묶음을 낸 뒤 버리지 않고 종료</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="174"/>
        <source>Minimum required</source>
        <translation>최소 점수 필요</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="175"/>
        <source>No minimum</source>
        <translation>최소 점수 없음</translation>
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
        <translation>허용</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="182"/>
        <source>At every table</source>
        <translation>모든 테이블</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="183"/>
        <source>Only in partnership games</source>
        <translation>팀전에서만</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="186"/>
        <source>Once per deal</source>
        <translation>라운드당 한 번</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="187"/>
        <source>Once per turn</source>
        <translation>차례당 한 번</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="190"/>
        <source>Allowed (it becomes mixed)</source>
        <translation>허용 (비순정이 됨)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="195"/>
        <source>8 cards</source>
        <translation>8장</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="198"/>
        <source>800 instead of 100 each</source>
        <translation>한 장당 100 대신 모두 800</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="199"/>
        <source>100 each plus 400</source>
        <translation>한 장당 100에 400 추가</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="200"/>
        <source>200 each</source>
        <translation>한 장당 200</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="203"/>
        <source>100 each; five score 1,000, six 1,200</source>
        <translation>한 장당 100, 다섯 장 1,000, 여섯 장 1,200</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="204"/>
        <source>100 each</source>
        <translation>한 장당 100</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="205"/>
        <source>100 each; four score 800, five 1,000, six 1,200</source>
        <translation>한 장당 100, 네 장 800, 다섯 장 1,000, 여섯 장 1,200</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="210"/>
        <source>1,500 (a quick game)</source>
        <translation>1,500 (빠른 게임)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="211"/>
        <source>3,000 (a short game)</source>
        <translation>3,000 (짧은 게임)</translation>
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
        <translation>10,000 (7,500점부터 최소 150)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="217"/>
        <source>Two sides of three, seats alternating</source>
        <translation>3명씩 2팀, 번갈아 앉기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="218"/>
        <source>Three sides of two, partners opposite</source>
        <translation>2명씩 3팀, 파트너는 마주 보기</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="221"/>
        <source>No: seats as listed, first dealer at random</source>
        <translation>아니요: 목록 순서대로 앉고 첫 딜러는 무작위</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="222"/>
        <source>Yes: the cards decide seats and dealer</source>
        <translation>예: 뽑은 카드로 자리와 딜러 결정</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="227"/>
        <source>By configuration</source>
        <extracomment>Label of the entry meaning &quot;no override&quot; for options whose default is ``None``.</extracomment>
        <translation>구성에 따름</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="229"/>
        <source>By configuration ({n})</source>
        <extracomment>The same, with the number the configuration gives (e.g. &quot;By configuration (2)&quot;).</extracomment>
        <translation>구성에 따름 ({n})</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="234"/>
        <source>{n} deals</source>
        <extracomment>The deal limits the New game dialog offers (the engine takes any whole number, §1.5): one deal is the quickest game there is. A positive deal limit.</extracomment>
        <translation>{n}라운드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="236"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="77"/>
        <source>1 deal</source>
        <extracomment>A deal limit of one (a whole phrase, as languages write a singular differently).</extracomment>
        <translation>1라운드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="240"/>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="146"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="86"/>
        <source>Classic</source>
        <extracomment>Names of the rule presets of ``PRESETS``, as players call such rules (the keys stay in saves).</extracomment>
        <translation>클래식</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="241"/>
        <source>Online club</source>
        <translation>온라인 클럽</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="242"/>
        <source>Korean house rules</source>
        <translation>한국식 하우스 룰</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="243"/>
        <source>Italian rules</source>
        <translation>이탈리아식 규칙</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="248"/>
        <source>The classic rules: a wild card or red 3 turned up is covered by the next card</source>
        <extracomment>One line per preset saying what sets it apart, shown under the preset&apos;s name.</extracomment>
        <translation>클래식 규칙: 첫 버림패가 와일드 카드나 빨간 3이면 다음 카드로 덮습니다</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="251"/>
        <source>As played online: the upcard stays, 15 to open at 0, the pile frozen until you meld, two melds and a canasta to go out</source>
        <translation>온라인 방식: 첫 버림패는 그대로, 0점일 때 등록 15점, 묶음을 내기 전까지 더미 동결, 털려면 묶음 2개와 카나스타 필요</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="256"/>
        <source>The upcard stays, the deal ends when the stock runs out, a canasta holds 7 or 8 cards</source>
        <translation>첫 버림패는 그대로, 덱이 떨어지면 라운드 종료, 카나스타는 7장 또는 8장</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="260"/>
        <source>Draw one card, two naturals per wild card, a black 3 freezes the pile, no pile before the first meld, cards drawn for seats</source>
        <translation>한 장씩 뽑기, 와일드 카드 1장당 일반 카드 2장, 검은 3은 더미 동결, 첫 등록 전 버림패 가져가기 불가, 카드를 뽑아 자리 결정</translation>
    </message>
</context>
<context>
    <name>saves</name>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="105"/>
        <source>{reason} The previous autosave is kept.</source>
        <extracomment>No honest score comes near this; a bigger one shows a hand-edited or hostile summary.</extracomment>
        <translation>{reason} 이전 자동 저장 파일은 그대로 남아 있습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="139"/>
        <location filename="../canasta_gui/app/saves.py" line="384"/>
        <source>it is not a canasta_gui saved game</source>
        <translation>canasta_gui 저장 게임이 아님</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="124"/>
        <source>it was written by another version ({schema})</source>
        <translation>다른 버전에서 저장됨 ({schema})</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="131"/>
        <source>it has an unknown field {name}</source>
        <translation>알 수 없는 필드가 있음: {name}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="185"/>
        <source>its seats must list 2 to 6 seats</source>
        <translation>좌석은 2~6개여야 함</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="171"/>
        <source>it names an unknown rule preset {name}</source>
        <translation>알 수 없는 규칙 프리셋이 지정됨: {name}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="151"/>
        <location filename="../canasta_gui/app/saves.py" line="400"/>
        <source>it holds a game this table cannot play yet</source>
        <translation>이 테이블에서 아직 할 수 없는 게임이 들어 있음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="177"/>
        <source>its seats do not match the number of players</source>
        <translation>좌석 수가 플레이어 수와 맞지 않음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="191"/>
        <location filename="../canasta_gui/app/saves.py" line="403"/>
        <location filename="../canasta_gui/app/saves.py" line="420"/>
        <source>its summary is damaged</source>
        <translation>요약 정보가 손상됨</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="281"/>
        <source>its contents are damaged</source>
        <translation>내용이 손상됨</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="291"/>
        <source>This saved game is no longer there: it was deleted or moved meanwhile.</source>
        <translation>이 저장된 게임은 더 이상 없습니다. 그 사이에 삭제되었거나 옮겨졌습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="329"/>
        <source>There is no saved game to continue.</source>
        <translation>이어서 할 저장된 게임이 없습니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="327"/>
        <source>The saved games could not be listed ({reason}).</source>
        <translation>저장된 게임 목록을 읽지 못했습니다 ({reason}).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="363"/>
        <source>The saved game {name} could not be read ({reason}).</source>
        <translation>저장된 게임 파일({name})을 읽지 못했습니다 ({reason}).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="367"/>
        <source>The saved game {name} could not be read ({reason}). It was moved to {path}.</source>
        <translation>저장된 게임 파일({name})을 읽지 못했습니다 ({reason}). 파일을 다른 이름으로 옮겨 두었습니다: {path}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="479"/>
        <source>This saved game is open in another canasta_gui window; play it there.</source>
        <translation>이 저장된 게임은 다른 canasta_gui 창에서 열려 있습니다. 그 창에서 이어서 하세요.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="265"/>
        <source>it is not an ordinary file but a folder, a pipe or a device</source>
        <translation>일반 파일이 아니라 폴더, 파이프 또는 장치임</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="264"/>
        <source>it is not UTF-8 text</source>
        <translation>UTF-8 텍스트가 아님</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="263"/>
        <source>it is far too large</source>
        <translation>파일이 너무 큼</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="303"/>
        <source>The saved game could not be read ({reason}). It was moved to {path}.</source>
        <translation>저장된 게임을 읽지 못했습니다 ({reason}). 파일을 다른 이름으로 옮겨 두었습니다: {path}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="307"/>
        <source>The saved game could not be read ({reason}).</source>
        <translation>저장된 게임을 읽지 못했습니다 ({reason}).</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="163"/>
        <source>The settings file {path} could not be read ({reason}); using the defaults.</source>
        <translation>설정 파일({path})을 읽지 못했습니다 ({reason}). 기본값을 사용합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="173"/>
        <source>These settings had invalid values and were reset to their defaults: {fields}.</source>
        <translation>다음 설정의 값이 잘못되어 기본값으로 되돌렸습니다: {fields}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="149"/>
        <source>it is larger than 64 KB</source>
        <extracomment>Card sizes, smallest first; the table always fits the window, so a size is the largest a card may grow to (``scene/look.py`` has the widths). Felt colours of the table. How many finished games the Past games list keeps (the Settings dialog offers this range). Sound effects: on by default, at a moderate volume (0-100; see app/sound/synth.gain).</extracomment>
        <translation>64KB보다 큼</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="150"/>
        <source>it is not UTF-8 text</source>
        <translation>UTF-8 텍스트가 아님</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="185"/>
        <source>it is not valid JSON</source>
        <translation>올바른 JSON이 아님</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="188"/>
        <source>it does not contain a JSON object</source>
        <translation>JSON 객체가 없음</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="196"/>
        <source>The settings file {path} could not be used ({reason}) and could not be moved aside; using the defaults.</source>
        <translation>설정 파일({path})을 사용할 수 없고({reason}) 다른 곳으로 옮기지도 못했습니다. 기본값을 사용합니다.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="202"/>
        <source>The settings file could not be used ({reason}). It was kept as {path}; using the defaults.</source>
        <translation>설정 파일을 사용할 수 없습니다 ({reason}). 파일은 다른 이름으로 보관했습니다: {path}. 기본값을 사용합니다.</translation>
    </message>
</context>
<context>
    <name>texts</name>
    <message>
        <location filename="../canasta_gui/app/texts.py" line="28"/>
        <source>wild</source>
        <comment>the rank of Hand and Foot&apos;s meld of wild cards only, put where a rank goes: &apos;a meld of {rank}s&apos;, &apos;the {rank}s&apos;</comment>
        <extracomment>The rank code of Hand and Foot&apos;s meld of wild cards only (``rummy.meld_rules.rank_name``).</extracomment>
        <translation>와일드</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/texts.py" line="79"/>
        <source>Joker</source>
        <translation>조커</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../canasta_gui/app/main.py" line="75"/>
        <source>Canasta</source>
        <translation>카나스타</translation>
    </message>
</context>
</TS>
