<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>DealSummaryDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="160"/>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="160"/>
        <source>Deal {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="164"/>
        <source>Deal {n} is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="190"/>
        <source>&amp;Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="200"/>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="200"/>
        <source>&amp;Next deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="216"/>
        <source>Melded cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="217"/>
        <source>Canasta bonuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="218"/>
        <source>Red 3s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="219"/>
        <source>Going out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="220"/>
        <source>Cards left in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="221"/>
        <source>Deal total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="222"/>
        <source>Game score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="229"/>
        <source>Deal score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="233"/>
        <source>{points} ({natural} natural, {mixed} mixed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="242"/>
        <source>{points} (concealed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="276"/>
        <source>A player went out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="278"/>
        <source>{side} went out concealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="279"/>
        <source>{side} went out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="281"/>
        <source>The stock ran out and the discard pile was not taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="283"/>
        <source>The stock ran out; the deal ended with that turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="285"/>
        <source>The last card of the stock was a red 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="286"/>
        <source>The deal is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="291"/>
        <source>{side} wins the game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="293"/>
        <source>A draw between {sides}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="294"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GoOutQuestionDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="21"/>
        <source>May I go out?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="24"/>
        <source>“{name}” asks: Partner, may I go out?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="37"/>
        <source>Your answer binds your partner: after “Yes” they must go out this turn, after “No” they may not go out this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="45"/>
        <source>&amp;Yes, go out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="48"/>
        <source>&amp;No, keep playing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="92"/>
        <source>Canasta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="93"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="94"/>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="95"/>
        <source>&amp;Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="96"/>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="97"/>
        <source>Back to the &amp;menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="98"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="99"/>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="100"/>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="101"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="102"/>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="153"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="183"/>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="281"/>
        <source>Hint: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="301"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="314"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="314"/>
        <source>Settings not saved: {e}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="71"/>
        <source>Side {letter}</source>
        <extracomment>Rows in the seat table: the largest playable table. One colour per side so partners can be told apart at a glance (text says it too). Tallest the dialog makes itself: fits a 1024x720 screen under a title bar.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="79"/>
        <source>Player {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="80"/>
        <source>Computer {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="89"/>
        <source>Seat &amp;{n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="94"/>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="95"/>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="97"/>
        <source>Seat {n}: player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="103"/>
        <source>Seat {n}: name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="110"/>
        <source>Seat {n}: computer level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="171"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="190"/>
        <source>Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="191"/>
        <source>Canasta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="196"/>
        <source>&amp;Configuration:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="204"/>
        <source>Rule &amp;preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="210"/>
        <source>&amp;Target score:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="220"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="224"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="224"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="224"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="224"/>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="244"/>
        <source>&amp;Advanced rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="255"/>
        <source>&amp;Reset to preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="302"/>
        <source>&amp;Start game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="427"/>
        <source>Partners: {seats}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="429"/>
        <source>Plays alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="456"/>
        <source>Rules changed from the preset: %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="540"/>
        <source>{players} players, {decks} decks (partnerships)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="543"/>
        <source>{players} players, {decks} decks (each for themselves)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <location filename="../canasta_gui/app/widgets/privacy_screen.py" line="52"/>
        <source>Pass to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/privacy_screen.py" line="54"/>
        <source>Everyone else, please look away. {name}, are you ready?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/privacy_screen.py" line="58"/>
        <source>I am {name}: show my cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="24"/>
        <source>Canasta rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="43"/>
        <source>How to play Canasta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="54"/>
        <source>The aim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="58"/>
        <source>Canasta is a rummy game. You score by laying down &lt;b&gt;melds&lt;/b&gt;, sets of three or more cards of the same rank, and above all &lt;b&gt;canastas&lt;/b&gt;, melds of seven or more cards. A game lasts several deals; it ends when a side reaches the target score (5,000 unless the table says otherwise), and the side with the highest total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="67"/>
        <source>Players and the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="71"/>
        <source>Four or six players play in partnerships: partners never sit side by side and share their melds, red 3s and score. Two or three players each play for themselves. Two or three decks, jokers included, are shuffled together. Each player is dealt the number of cards below, one card is turned up to start the discard pile, and the rest is the stock. If the first upcard is a wild card or a red 3, another card is normally turned onto it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="82"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="82"/>
        <source>Cards dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="82"/>
        <source>Canastas needed to go out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="90"/>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="320"/>
        <source>{players} players, {decks} decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="100"/>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="104"/>
        <source>&lt;b&gt;Draw&lt;/b&gt;: take two cards from the stock (one under some rules), or take the whole discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="109"/>
        <source>&lt;b&gt;Meld&lt;/b&gt;: put down new melds and add cards to your side&apos;s melds, as many as you like (or none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="113"/>
        <source>&lt;b&gt;Discard&lt;/b&gt; one card onto the pile. Then the player on your left plays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="117"/>
        <source>Melds and wild cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="121"/>
        <source>A meld is made of cards of one rank from 4 to ace; suits do not matter and sequences are not melds. &lt;b&gt;Jokers and 2s are wild&lt;/b&gt;: they stand in for natural cards, but a meld must always hold at least two natural cards and at most three wild cards. Wild cards never form a meld on their own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="131"/>
        <source>Your side may have only one meld of each rank; more cards of that rank are added to it. You may add to your partner&apos;s melds but never to an opponent&apos;s. Cards on the table stay there for the rest of the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="138"/>
        <source>Canastas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="142"/>
        <source>A meld of seven or more cards is a canasta. A &lt;b&gt;natural&lt;/b&gt; canasta, without wild cards, earns a bonus of 500; a &lt;b&gt;mixed&lt;/b&gt; canasta, with wild cards, earns 300. A canasta can keep growing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="149"/>
        <source>The first meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="153"/>
        <source>Until your side has melded, its first meld must be put down in one go, as one or more melds whose card values add up to at least a minimum. The minimum depends on your side&apos;s total score at the start of the deal. Bonuses for canastas and red 3s do not count towards it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="163"/>
        <source>Your score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="163"/>
        <source>Minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="164"/>
        <source>below 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="165"/>
        <source>0 to 1,495</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="166"/>
        <source>1,500 to 2,995</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="167"/>
        <source>3,000 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="168"/>
        <source>7,500 or more (only in a game to 10,000)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="172"/>
        <source>Card values, used for the minimum and for scoring:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="176"/>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="176"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="177"/>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="178"/>
        <source>2, ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="179"/>
        <source>King down to 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="180"/>
        <source>7 down to 4, black 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="181"/>
        <source>Red 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="181"/>
        <source>bonus only (see below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="186"/>
        <source>The discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="190"/>
        <source>To take the pile you must use its top card at once: meld it with two natural cards of its rank from your hand, or with one natural card and one wild card, or add it to one of your side&apos;s melds of that rank. Then the rest of the pile goes into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="200"/>
        <source>The pile is &lt;b&gt;frozen&lt;/b&gt; while it contains a wild card or a red 3 (the freezing card lies sideways), and it is always frozen for a side that has not melded yet. A frozen pile can be taken only with two natural cards of the top card&apos;s rank from your hand. Taking the pile unfreezes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="210"/>
        <source>The pile is &lt;b&gt;blocked&lt;/b&gt; while its top card is a black 3 or a wild card: nobody may take it until another card covers it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="218"/>
        <source>If your side has not melded yet, the meld with the top card (plus any melds from your hand) must reach your minimum before the rest of the pile is yours; the other pile cards do not count towards it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="225"/>
        <source>Red and black 3s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="229"/>
        <source>&lt;b&gt;Red 3s&lt;/b&gt; are bonus cards. Whenever you get one it is laid face up in front of your side and, unless it came from the pile, replaced from the stock. Each is worth 100 and all four together 800 (with three decks, five are worth 1,000 and six 1,200), but they count against your side if it has no meld when the deal ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="240"/>
        <source>&lt;b&gt;Black 3s&lt;/b&gt; cannot be melded, except as a meld of three or more black 3s without wild cards in the turn you go out. Discarding one blocks the next player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="247"/>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="293"/>
        <source>Going out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="251"/>
        <source>You go out by getting rid of your last card, by melding it or by discarding it; this ends the deal. Your side needs at least one canasta first (two at some tables, see above). Going out earns 100, or 200 if you go out &lt;b&gt;concealed&lt;/b&gt;: all in one turn, without having melded anything earlier in the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="262"/>
        <source>In a partnership you may ask “Partner, may I go out?” after drawing and before melding, when you are able to go out. The answer binds: after “yes” you must go out this turn, after “no” you may not. Normally you may ask once per deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="271"/>
        <source>If the stock runs out, play normally goes on as long as players take the discard pile (you must take it when its top card fits one of your side&apos;s melds and the pile is not frozen for you). When a player does not take it, the deal ends. If the last stock card is a red 3, the deal ends at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="279"/>
        <source>Scoring a deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="283"/>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="283"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="284"/>
        <source>Cards in your side&apos;s melds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="284"/>
        <source>plus their values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="285"/>
        <source>Each natural canasta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="286"/>
        <source>Each mixed canasta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="289"/>
        <source>Red 3s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="290"/>
        <source>+100 each, 800 for all four; minus if your side has no meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="293"/>
        <source>+100, or +200 concealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="296"/>
        <source>Cards left in the hands of your side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="297"/>
        <source>minus their values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="306"/>
        <source>Deal scores, which may be negative, are added to each side&apos;s total. When a side reaches the target after a deal, the game ends and the highest total wins; equal highest totals are a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="315"/>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="315"/>
        <source>At this table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="319"/>
        <source>Players and decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="343"/>
        <source>Rules at this table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="346"/>
        <source>How to play with the mouse and keyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="348"/>
        <source>&lt;b&gt;Draw&lt;/b&gt;: drag a card from the stock to your hand, or click the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="350"/>
        <source>&lt;b&gt;Take the pile&lt;/b&gt;: drag its top card onto your cards or onto one of your side&apos;s melds, or use the &lt;i&gt;Take pile&lt;/i&gt; button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="354"/>
        <source>&lt;b&gt;Select cards&lt;/b&gt; with a click, Shift+click or by dragging a rubber band around them, then drag them to the meld area (a new meld) or onto a meld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="358"/>
        <source>An opening or a pile take is &lt;b&gt;staged&lt;/b&gt; first, so you can see it as a plan; then confirm it or cancel it as a whole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="361"/>
        <source>&lt;b&gt;Discard&lt;/b&gt;: drag a card onto the pile, or double-click it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="366"/>
        <source>Tab, Shift+Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="366"/>
        <source>move between the controls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="367"/>
        <source>Left, Right arrows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="367"/>
        <source>move between cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="368"/>
        <source>Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="368"/>
        <source>select or unselect the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="369"/>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="369"/>
        <source>play the selected cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="370"/>
        <source>D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="370"/>
        <source>discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="371"/>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="371"/>
        <source>draw from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="372"/>
        <source>P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="372"/>
        <source>take the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="373"/>
        <source>Ctrl+Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="373"/>
        <source>confirm the plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="374"/>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="374"/>
        <source>cancel the plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="376"/>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="376"/>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="308"/>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="313"/>
        <source>No deal has been scored yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="54"/>
        <source>Side {letter}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="103"/>
        <source>{deal} → {total}</source>
        <extracomment>The deal&apos;s score of that side, as an int. The side&apos;s cumulative total after that deal, as an int.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="105"/>
        <source>This deal: {deal}; total: {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="122"/>
        <source>Deal {n}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../canasta_gui/app/session.py" line="84"/>
        <source>Player {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="85"/>
        <source>{level} {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="123"/>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="244"/>
        <source>The computer player {name} failed: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="269"/>
        <source>The game could not be saved: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="290"/>
        <source>draws from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="292"/>
        <source>takes the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="296"/>
        <source>melds {ranks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="298"/>
        <source>discards {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="302"/>
        <source>asks partner: may I go out?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="305"/>
        <source>answers yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="307"/>
        <source>answers no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="310"/>
        <source>leaves the pile, which ends the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="312"/>
        <source>ends the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="313"/>
        <source>deals the next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="320"/>
        <source>wild cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="25"/>
        <source>Slow</source>
        <extracomment>Animation speeds, slowest first: (settings value, label).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="26"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="27"/>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="28"/>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="33"/>
        <source>Blue</source>
        <extracomment>Card back colours: (settings value, label).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="34"/>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="35"/>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="47"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="59"/>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="62"/>
        <source>Animation &amp;speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="65"/>
        <source>Card &amp;back:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="67"/>
        <source>&amp;Four-colour deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="69"/>
        <source>Each suit in its own colour, so the four suits differ at a glance</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="45"/>
        <source>Canasta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="46"/>
        <source>A card table for the Canasta family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="47"/>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="48"/>
        <source>&amp;Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="49"/>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="50"/>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="51"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../canasta_gui/app/table_controller.py" line="131"/>
        <source>Drag cards here to meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/table_controller.py" line="138"/>
        <source>{name} (thinking…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/table_controller.py" line="146"/>
        <source>Blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/table_controller.py" line="148"/>
        <source>Frozen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/table_controller.py" line="182"/>
        <source>Opening: {count} of {minimum}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/table_controller.py" line="188"/>
        <source>ready: confirm with Ctrl+Enter or cancel with Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/table_controller.py" line="266"/>
        <source>Discard one card at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/table_controller.py" line="340"/>
        <source>The pile cannot be taken now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/table_controller.py" line="429"/>
        <source>Select the cards to meld first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/table_controller.py" line="450"/>
        <source>Select the one card to discard.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="156"/>
        <source>&amp;Draw (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="157"/>
        <source>Take &amp;pile (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="158"/>
        <source>&amp;Meld (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="159"/>
        <source>&amp;Lay off on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="160"/>
        <source>Disc&amp;ard (D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="161"/>
        <source>&amp;Confirm (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="162"/>
        <source>Ca&amp;ncel (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="163"/>
        <source>Ask partner (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="164"/>
        <source>Leave the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="165"/>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="166"/>
        <source>Sort (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="171"/>
        <source>The stock is empty: leaving the pile ends the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="173"/>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="234"/>
        <source>The deal is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="236"/>
        <source>{name} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="238"/>
        <source>{name} to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="245"/>
        <source>opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="247"/>
        <source>needs {n} to open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="251"/>
        <source>Score: {score}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="284"/>
        <source>By rank (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="284"/>
        <source>By suit (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="286"/>
        <source>Sort the hand by rank or by suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="291"/>
        <source>{rank}s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../canasta_gui/app/widgets/table_view.py" line="30"/>
        <source>Card table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ai</name>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="16"/>
        <source>draws from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="17"/>
        <source>draws: the pile is not worth taking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="18"/>
        <source>takes the pile of {count} cards with its {rank}s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="19"/>
        <source>takes the pile: completes a canasta of {rank}s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="20"/>
        <source>takes the pile and opens with {count} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="21"/>
        <source>takes the pile: the stock is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="22"/>
        <source>leaves the pile, which ends the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="23"/>
        <source>opens with {count} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="24"/>
        <source>melds {rank}s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="25"/>
        <source>completes a canasta of {rank}s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="26"/>
        <source>adds to the {rank}s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="27"/>
        <source>adds a wild card to the {rank}s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="28"/>
        <source>melds {rank}s to cut the points left in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="29"/>
        <source>goes out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="30"/>
        <source>asks partner: may I go out?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="31"/>
        <source>answers yes: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="32"/>
        <source>answers no: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="33"/>
        <source>I hold only {points} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="34"/>
        <source>I still hold {points} points to meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="35"/>
        <source>going out now wins the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="36"/>
        <source>discards {card}: a safe card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="37"/>
        <source>discards {card} to block the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="38"/>
        <source>discards {card} to freeze the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="39"/>
        <source>discards {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="40"/>
        <source>goes out by discarding {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="41"/>
        <source>ends the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="42"/>
        <source>deals the next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="43"/>
        <source>plays a random legal move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="45"/>
        <source>completes a clean book of {rank}s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="46"/>
        <source>completes a dirty book of {rank}s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="47"/>
        <source>completes a wild book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="48"/>
        <source>builds the wild meld toward a wild book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="49"/>
        <source>plays into the foot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="50"/>
        <source>discards {card} and picks up the foot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="51"/>
        <source>discards {card}: it played out best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="52"/>
        <source>the opponents are close to going out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="54"/>
        <source>captures {count} cards with the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="55"/>
        <source>takes the build of {value}s with the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="56"/>
        <source>captures {count} cards with the {card} (big casino)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="59"/>
        <source>captures {count} cards with the {card} (little casino)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="62"/>
        <source>captures {count} cards with the {card} (an ace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="63"/>
        <source>sweeps the table with the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="64"/>
        <source>builds {value}s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="65"/>
        <source>raises the build to {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="66"/>
        <source>adds the {card} to the build of {value}s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="67"/>
        <source>trails the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="68"/>
        <source>deals the next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="12"/>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="13"/>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="14"/>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="15"/>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="16"/>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="32"/>
        <source>beats random play: {pct}% of deals, {margin:+d} a deal</source>
        <extracomment>Each level&apos;s measured result against the level below it, shown beside the level in the New game dialog: (template, win %, mean point margin a deal). Figures: 400 mirrored deal pairs, C4-2D, ``benchmarks/ai_strength.py --pairs 400`` (docs/ai-ladder.md). Update them when the ladder is measured again.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="37"/>
        <source>beats Easy: {pct}% of deals, {margin:+d} a deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="42"/>
        <source>beats Medium: {pct}% of deals, {margin:+d} a deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="47"/>
        <source>beats Hard: {pct}% of deals, {margin:+d} a deal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="13"/>
        <source>Cassino is played by 2, 3 or 4 players, not {players}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="16"/>
        <source>The {card} is listed twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="17"/>
        <source>The {card} is not a loose card on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="18"/>
        <source>The {card} is locked in a build: it can never be taken or used on its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="21"/>
        <source>There is no build of {value} on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="22"/>
        <source>A capture must take at least one card or build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="25"/>
        <source>A {rank} captures only loose {rank}s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="26"/>
        <source>A {rank} takes every loose {rank} on the table, never fewer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="29"/>
        <source>A {rank} takes only one loose {rank} under these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="32"/>
        <source>Face cards have no number: they never take part in sums or builds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="35"/>
        <source>A build of {value} can be captured only with a card worth {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="38"/>
        <source>A build is captured on its own: not together with loose cards or another build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="42"/>
        <source>These cards cannot be split into groups worth {value} each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="45"/>
        <source>A build is made by playing a card onto a loose card on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="48"/>
        <source>Under these rules a build takes exactly one loose card, the one you build on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="51"/>
        <source>These cards do not make a build of {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="52"/>
        <source>A build is worth at most 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="53"/>
        <source>Face cards can never be part of a build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="54"/>
        <source>Two cards of the same rank make a build of that rank, never of their sum, under these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="59"/>
        <source>There is already a build of {value} on the table: a second one is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="62"/>
        <source>To build {value} you must keep a card worth {value} in your hand to capture it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="65"/>
        <source>Builds cannot be increased under these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="68"/>
        <source>The build of {value} is a multiple build: its value can never change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="71"/>
        <source>You own the build of {value}: you must keep a card worth {value} until it is captured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="75"/>
        <source>You own a build: capture, build or add to a build instead of trailing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="78"/>
        <source>You may trail only when no capture or build is possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="81"/>
        <source>The {card} can capture, so it may not be trailed under these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="87"/>
        <source>{where} is not a valid build: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="88"/>
        <source>There are two builds of {value} on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="91"/>
        <source>Player {player} owns the build of {value} but holds no card worth {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="94"/>
        <source>The position does not fit the phase {phase}: {details}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="60"/>
        <source>That is not possible now: {expected}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="61"/>
        <source>It is not this player&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="62"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="63"/>
        <source>Unknown action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="64"/>
        <source>The card {card} is not in the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="65"/>
        <source>The stock is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="66"/>
        <source>The discard pile is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="67"/>
        <source>The pile is blocked: its top card {card} cannot be taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="70"/>
        <source>With one card in hand you cannot take a pile of one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="73"/>
        <source>Your side must meld before it may take the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="76"/>
        <source>The pile is frozen: you need two natural {rank}s from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="79"/>
        <source>To take the pile, meld its top card with two natural {rank}s, or with one natural and one wild card, or lay it off on your meld of {rank}s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="84"/>
        <source>Your side has no meld of {rank}s to lay the top card on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="87"/>
        <source>The stock is empty and the top card fits your meld: you must take the pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="90"/>
        <source>A meld needs at least three cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="91"/>
        <source>A meld holds natural cards of one rank only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="92"/>
        <source>Wild cards alone never form a meld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="93"/>
        <source>A meld needs at least two natural cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="94"/>
        <source>Too many wild cards: a meld may hold at most {limit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="97"/>
        <source>Wild cards may not outnumber the natural cards in a meld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="100"/>
        <source>A meld needs at least two natural cards for each wild card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="103"/>
        <source>Red threes are never melded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="104"/>
        <source>Threes cannot be melded here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="105"/>
        <source>Black threes may be melded only when you go out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="108"/>
        <source>A meld of black threes may not contain wild cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="111"/>
        <source>Your side already has a meld of {rank}s: lay the cards off on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="114"/>
        <source>Two new melds of {rank}s: put them together in one meld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="117"/>
        <source>Your side has no meld of {rank}s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="118"/>
        <source>Only {rank}s and wild cards can be added to that meld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="121"/>
        <source>Black threes can never be laid off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="122"/>
        <source>Wild cards may not be added to a natural canasta under these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="125"/>
        <source>Your side has not opened: nothing can be laid off yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="129"/>
        <source>A meld may hold at most {limit} cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="130"/>
        <source>That meld is a complete book: no card can be added to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="133"/>
        <source>A wild meld holds wild cards only: no natural card can join it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="136"/>
        <source>To take the pile you need two natural {rank}s from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="139"/>
        <source>To take a wild top card you need two wild cards from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="142"/>
        <source>Nothing to meld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="143"/>
        <source>The first meld must count at least {minimum}; this one counts {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="146"/>
        <source>You may not go out yet: your side needs {needed} canasta(s) and has {have}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="150"/>
        <source>That would leave one card, and you may not go out by discarding it: keep at least two cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="155"/>
        <source>Your partner said no: you may not go out this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="158"/>
        <source>Your partner said yes: you must go out this turn, and this would prevent it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="161"/>
        <source>Asking permission is only for partnership games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="164"/>
        <source>Ask your partner before you meld anything else this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="167"/>
        <source>You have already asked your partner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="168"/>
        <source>You can only ask when you are able to go out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="169"/>
        <source>You are already bound to go out this turn: there is nothing to ask.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="172"/>
        <source>With one card left you go out by discarding it: there is nothing to ask.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="175"/>
        <source>Seat {seat} is not your partner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="176"/>
        <source>Red threes are never discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="177"/>
        <source>The stock ran out on a red three: meld if you like, then end the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="180"/>
        <source>The deal cannot end here: you must take the pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="183"/>
        <source>{players} players with {decks} decks is not a Canasta configuration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="186"/>
        <location filename="../canasta_gui/engine/save_checks.py" line="91"/>
        <source>Unknown option or value: {option}={value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="187"/>
        <source>Unknown rule preset: {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="14"/>
        <source>Hand and Foot is played by 4 players with 5 decks, not {players} with {decks}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="17"/>
        <source>To go out your side needs 2 clean, 2 dirty and 1 wild book; it would have {clean} clean, {dirty} dirty and {wild} wild.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="22"/>
        <source>You may not go out before your partner has played from their foot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="25"/>
        <source>Ask your partner first: you may go out only after a yes this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="28"/>
        <source>Under these rules you go out by melding your last card, not by discarding it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="31"/>
        <source>Your turn ends with a discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="32"/>
        <source>You can only ask when you are able to go out from your foot this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="35"/>
        <source>Ask your partner after you have drawn or taken the pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="41"/>
        <source>{where} does not fit a Hand and Foot game: {detail}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="54"/>
        <source>The file {path} cannot be read: {detail}.</source>
        <extracomment>Deal numbers and the score sheet stop here (the deal-limit option stops at the same number). Scores and every part of a deal score stay within plus or minus this.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="55"/>
        <source>The file is too large: {size} bytes, at most {limit} are allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="58"/>
        <source>The file is not UTF-8 text (bad byte at position {position}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="61"/>
        <source>The file is not valid JSON: {detail}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="62"/>
        <source>The file nests lists and objects more than {limit} levels deep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="65"/>
        <source>An object in the file has the key {key} twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="68"/>
        <source>A save must be a JSON object, but this file holds {got}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="71"/>
        <source>This is not a canasta_gui save: its format is {found}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="74"/>
        <source>Save schema {found} is not supported; this version reads schema {supported}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="77"/>
        <source>This save is for the game {found}, which this version cannot play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="80"/>
        <source>{where} is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="81"/>
        <source>Unknown field {key} in {where}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="82"/>
        <source>{where} must be {expected}, not {got}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="83"/>
        <source>{where} is {value}, outside the allowed range {low} to {high}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="86"/>
        <source>{where} has an unknown value: {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="87"/>
        <source>{where} must have {expected} entries, not {got}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="88"/>
        <source>{where} has {got} entries; at most {limit} are allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="92"/>
        <source>Invalid game configuration: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="93"/>
        <source>{where} is not a card code: {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="94"/>
        <source>The cards are not exactly {decks} decks ({total} cards): {details}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="97"/>
        <source>{where} holds a red three ({card}), which is never kept in a hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="100"/>
        <source>{where} holds {card}, which is not a red three.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="101"/>
        <source>{where} says {got} cards, but the hand holds {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="104"/>
        <source>{where} lists cards that the hand does not hold: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="107"/>
        <source>Player {player} has no cards, but the deal is still being played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="110"/>
        <source>{where} is not a valid meld: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="111"/>
        <source>{where} is a meld of {rank}s but holds {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="112"/>
        <source>{where} has two melds of {rank}s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="113"/>
        <source>{where} is {got}, but the side has {count} meld(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="116"/>
        <source>state.freeze_index is {got}, but the pile says {expected}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="119"/>
        <source>The partner&apos;s answer does not fit the rest of the turn: {details}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="122"/>
        <source>The end of the game does not fit the scores: {details}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="125"/>
        <source>A question is pending, but player {asker} is not a partner of player {player}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="128"/>
        <source>Player {player} asks to go out but is not able to go out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="131"/>
        <source>In the draw phase a turn has just begun, but {field} is {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="134"/>
        <source>Player {player} must go out this turn but cannot: no move would be legal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="137"/>
        <source>Player {player} has no legal move in this position (phase {phase}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="140"/>
        <source>{where} cannot be read: {detail}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="141"/>
        <source>{where} ({move}) is illegal: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="142"/>
        <source>Replaying the moves does not give the saved position (it differs in {field}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <location filename="../canasta_gui/app/i18n.py" line="105"/>
        <source>The translation file for “{language}” could not be loaded; using English.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/i18n.py" line="136"/>
        <source>The language “{code}” is not available; using English.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="19"/>
        <source>Deal limit</source>
        <extracomment>Translation context of every string in this module. Short label of each option, as shown beside its control.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="20"/>
        <source>Cards drawn from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="21"/>
        <source>Canastas needed to go out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="22"/>
        <source>Wild cards in a meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="23"/>
        <source>Upcard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="24"/>
        <source>Black 3 in the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="25"/>
        <source>Pile before the first meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="26"/>
        <source>When the stock runs out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="27"/>
        <source>Red 3 as the last stock card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="28"/>
        <source>Minimum when going out concealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="29"/>
        <source>Concealed after taking the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="30"/>
        <source>Asking “May I go out?”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="31"/>
        <source>Wild card on a natural canasta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="34"/>
        <source>All four red 3s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="35"/>
        <source>Red 3s with three decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="36"/>
        <source>Target score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="37"/>
        <source>Six-player sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="42"/>
        <source>The game ends after this many deals, whatever the scores</source>
        <extracomment>One line saying what each option decides.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="45"/>
        <source>How many cards a player draws from the stock (always 2 with two players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="48"/>
        <source>How many canastas a side must have before one of its players may go out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="51"/>
        <source>How many wild cards a meld may hold compared with its natural cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="54"/>
        <source>What happens when the first upcard of the pile is a wild card or a red 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="57"/>
        <source>Whether a black 3 in the pile only blocks the next player or freezes the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="60"/>
        <source>Whether a side that has not melded yet may take the discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="63"/>
        <source>Whether play goes on by taking the pile once the stock is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="66"/>
        <source>What a player may still do after drawing a red 3 that cannot be replaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="69"/>
        <source>Whether going out concealed before the side has melded must reach the opening minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="73"/>
        <source>Whether a player who took the pile this turn can still go out concealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="76"/>
        <source>How often a player may ask their partner for permission to go out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="79"/>
        <source>Whether a wild card may be added to a natural canasta, making it mixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="82"/>
        <source>How the bonus for all four red 3s is worded; every choice scores 800</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="85"/>
        <source>The bonus for five or six red 3s in a three-deck game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="88"/>
        <source>The game ends after the deal in which a side reaches this score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="91"/>
        <source>How six players form sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="96"/>
        <source>No limit</source>
        <extracomment>Label of each value of each option.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="98"/>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="103"/>
        <source>2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="99"/>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="102"/>
        <source>1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="106"/>
        <source>At least 2 naturals, at most 3 wild cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="107"/>
        <source>Also no more wild cards than naturals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="108"/>
        <source>Also two naturals for each wild card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="113"/>
        <source>Turn another card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="114"/>
        <source>Turn another, also for any 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="115"/>
        <source>Leave it (pile frozen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="118"/>
        <source>Blocks only while on top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="119"/>
        <source>Freezes the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="122"/>
        <source>With a natural pair and the minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="123"/>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="139"/>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="147"/>
        <source>Not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="126"/>
        <source>Play on while players take the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="127"/>
        <source>The deal ends after that turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="130"/>
        <source>The deal ends at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="131"/>
        <source>Meld first, no discard, then it ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="134"/>
        <source>Minimum required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="135"/>
        <source>No minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="138"/>
        <source>Allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="142"/>
        <source>Once per deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="143"/>
        <source>Once per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="146"/>
        <source>Allowed (it becomes mixed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="150"/>
        <source>800 instead of 100 each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="151"/>
        <source>100 each plus 400</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="152"/>
        <source>200 each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="155"/>
        <source>100 each; five score 1,000, six 1,200</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="156"/>
        <source>100 each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="159"/>
        <source>5,000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="160"/>
        <source>7,500</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="161"/>
        <source>10,000 (minimum 150 from 7,500)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="164"/>
        <source>Two sides of three, seats alternating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="165"/>
        <source>Three sides of two, partners opposite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="170"/>
        <source>By configuration</source>
        <extracomment>Label of the entry meaning &quot;no override&quot; for options whose default is ``None``.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="172"/>
        <source>By configuration ({n})</source>
        <extracomment>The same, with the number the configuration gives (e.g. &quot;By configuration (2)&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="174"/>
        <source>{n} deals</source>
        <extracomment>A positive deal limit.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="178"/>
        <source>Standard (RULES.md defaults)</source>
        <extracomment>Names of the rule presets of ``PRESETS``.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="179"/>
        <source>BGA style (S0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="180"/>
        <source>Korean (S3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/option_texts.py" line="181"/>
        <source>Italian (S4)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>saves</name>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="77"/>
        <source>it is not a canasta_gui saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="80"/>
        <source>it was written by another version ({schema})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="87"/>
        <source>it has an unknown field {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="93"/>
        <source>its seats must list 2 to 6 seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="97"/>
        <source>it names an unknown rule preset {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="105"/>
        <source>it holds a game this table cannot play yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="109"/>
        <source>its seats do not match the number of players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="139"/>
        <source>There is no saved game to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="142"/>
        <source>it is not UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="144"/>
        <source>it is far too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="161"/>
        <source>The saved game could not be read ({reason}). It was moved to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="165"/>
        <source>The saved game could not be read ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="123"/>
        <source>The settings file {path} could not be read ({reason}); using the defaults.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="133"/>
        <source>These settings had invalid values and were reset to their defaults: {fields}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="144"/>
        <source>it is larger than 64 KB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="147"/>
        <source>it is not UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="153"/>
        <source>it is not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="156"/>
        <source>it does not contain a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="166"/>
        <source>The settings file {path} could not be used ({reason}) and could not be moved aside; using the defaults.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="172"/>
        <source>The settings file could not be used ({reason}). It was kept as {path}; using the defaults.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>texts</name>
    <message>
        <location filename="../canasta_gui/app/texts.py" line="40"/>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../canasta_gui/app/main.py" line="62"/>
        <source>Canasta</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
