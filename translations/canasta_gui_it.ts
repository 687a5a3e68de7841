<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="53"/>
        <source>About</source>
        <extracomment>The project&apos;s licence, kept in English as licence texts are (docs/LICENSE.md holds it too). What a bundle ships besides our code: (name, licence, address). Names are not translated. Shipped as well where Qt&apos;s own audio is installed (PySide6-Addons, Python 3.12 and later): Qt Multimedia plays the sounds, and its media plug-in brings FFmpeg&apos;s libraries.</extracomment>
        <translation>Informazioni</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="68"/>
        <source>About canasta_gui</source>
        <translation>Informazioni su canasta_gui</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="78"/>
        <source>Licence</source>
        <translation>Licenza</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="79"/>
        <source>Credits</source>
        <translation>Riconoscimenti</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="85"/>
        <source>An offline card table for the Canasta family: Canasta, Hand and Foot and Cassino, against computer players or with friends at one computer.</source>
        <translation>Un tavolo da gioco offline per la famiglia della Canasta: Canasta, Hand and Foot e Cassino, contro il computer o con gli amici allo stesso computer.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="92"/>
        <source>Qt {qt}, PySide6 {pyside}, Python {python}</source>
        <translation>Qt {qt}, PySide6 {pyside}, Python {python}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="101"/>
        <source>canasta_gui is free software under the {licence} licence: you may use, copy, change and share it, as long as the licence notice goes with it.</source>
        <translation>canasta_gui è software libero con licenza {licence}: puoi usarlo, copiarlo, modificarlo e condividerlo, purché insieme alla nota di licenza.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="110"/>
        <source>The card faces and backs are the project&apos;s own, drawn by a program in its source (assets/make_cards.py); they use no font.</source>
        <translation>I fronti e i dorsi delle carte sono disegnati dal progetto stesso, con un programma incluso nei sorgenti (assets/make_cards.py); non usano alcun font.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="115"/>
        <source>The sound effects and the action bar&apos;s icons are the project&apos;s own too, made by the program itself.</source>
        <translation>Anche gli effetti sonori e le icone della barra delle azioni sono del progetto, creati dal programma stesso.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="123"/>
        <source>Texts use the fonts installed on your computer; Japanese and Korean need a font with those scripts, such as Noto Sans CJK (SIL Open Font Licence).</source>
        <translation>I testi usano i font installati sul tuo computer; per il giapponese e il coreano serve un font con quei caratteri, come Noto Sans CJK (SIL Open Font License).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/about_dialog.py" line="131"/>
        <source>Built with these libraries, which the installed program includes. Under the LGPL you may replace Qt and PySide6 in the program&apos;s folder with your own build of them.</source>
        <translation>Realizzato con queste librerie, incluse nel programma installato. In base alla LGPL puoi sostituire Qt e PySide6 nella cartella del programma con una tua compilazione.</translation>
    </message>
</context>
<context>
    <name>AfterGame</name>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="52"/>
        <source>Play &amp;again</source>
        <translation>&amp;Rivincita</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="54"/>
        <source>The same players and rules, with newly shuffled cards</source>
        <translation>Stessi giocatori e stesse regole, con le carte mescolate di nuovo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="58"/>
        <source>Same &amp;deals again</source>
        <translation>Stesse s&amp;mazzate</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="60"/>
        <source>The same cards dealt again, everyone moved one seat on: you play the cards another player had (with a partner, the other side&apos;s) and see what you make of them</source>
        <translation>Le stesse carte distribuite di nuovo, con tutti spostati di un posto: giochi le carte che aveva un altro giocatore (a squadre, quelle dell&apos;altra squadra) e vedi che cosa riesci a farne</translation>
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
        <translation>Fante</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="28"/>
        <source>Queen</source>
        <comment>a card&apos;s rank, as in &apos;Queen of clubs&apos;</comment>
        <translation>Donna</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="31"/>
        <source>King</source>
        <comment>a card&apos;s rank, as in &apos;King of clubs&apos;</comment>
        <translation>Re</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="32"/>
        <source>Ace</source>
        <comment>a card&apos;s rank, as in &apos;Ace of clubs&apos;</comment>
        <translation>Asso</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="33"/>
        <source>Joker</source>
        <translation>Jolly</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="42"/>
        <source>twos</source>
        <comment>a meld&apos;s rank: &apos;Meld of twos&apos;</comment>
        <translation>due</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="43"/>
        <source>threes</source>
        <comment>a meld&apos;s rank: &apos;Meld of threes&apos;</comment>
        <translation>tre</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="44"/>
        <source>fours</source>
        <comment>a meld&apos;s rank: &apos;Meld of fours&apos;</comment>
        <translation>quattro</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="45"/>
        <source>fives</source>
        <comment>a meld&apos;s rank: &apos;Meld of fives&apos;</comment>
        <translation>cinque</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="46"/>
        <source>sixes</source>
        <comment>a meld&apos;s rank: &apos;Meld of sixes&apos;</comment>
        <translation>sei</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="47"/>
        <source>sevens</source>
        <comment>a meld&apos;s rank: &apos;Meld of sevens&apos;</comment>
        <translation>sette</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="48"/>
        <source>eights</source>
        <comment>a meld&apos;s rank: &apos;Meld of eights&apos;</comment>
        <translation>otto</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="49"/>
        <source>nines</source>
        <comment>a meld&apos;s rank: &apos;Meld of nines&apos;</comment>
        <translation>nove</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="50"/>
        <source>tens</source>
        <comment>a meld&apos;s rank: &apos;Meld of tens&apos;</comment>
        <translation>dieci</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="51"/>
        <source>jacks</source>
        <comment>a meld&apos;s rank: &apos;Meld of jacks&apos;</comment>
        <translation>fanti</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="52"/>
        <source>queens</source>
        <comment>a meld&apos;s rank: &apos;Meld of queens&apos;</comment>
        <translation>donne</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="53"/>
        <source>kings</source>
        <comment>a meld&apos;s rank: &apos;Meld of kings&apos;</comment>
        <translation>re</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="54"/>
        <source>aces</source>
        <comment>a meld&apos;s rank: &apos;Meld of aces&apos;</comment>
        <translation>assi</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="56"/>
        <source>wild cards</source>
        <comment>Hand and Foot&apos;s meld of wild cards only</comment>
        <translation>matte</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="64"/>
        <source>clubs</source>
        <comment>a suit, as in &apos;7 of clubs&apos;</comment>
        <translation>fiori</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="65"/>
        <source>diamonds</source>
        <comment>a suit, as in &apos;7 of diamonds&apos;</comment>
        <translation>quadri</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="66"/>
        <source>hearts</source>
        <comment>a suit, as in &apos;7 of hearts&apos;</comment>
        <translation>cuori</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="67"/>
        <source>spades</source>
        <comment>a suit, as in &apos;7 of spades&apos;</comment>
        <translation>picche</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="74"/>
        <source>Face-down card</source>
        <translation>Carta coperta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="77"/>
        <source>{rank} of {suit}</source>
        <comment>a card: &apos;Queen of hearts&apos;</comment>
        <translation>{rank} di {suit}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="85"/>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/card_words.py" line="86"/>
        <source>{count} cards</source>
        <comment>more than one card</comment>
        <translation>{count} carte</translation>
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
        <translation>fa parte della giocata mostrata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="770"/>
        <location filename="../canasta_gui/app/games/table_control.py" line="213"/>
        <source>selected</source>
        <translation>selezionata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="777"/>
        <source>on the table</source>
        <translation>in tavola</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="785"/>
        <source>owned by {name}</source>
        <translation>di {name}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="795"/>
        <source>Cards captured by {names}</source>
        <translation>Mazzetto di {names}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="802"/>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="635"/>
        <source>Stock</source>
        <translation>Tallone</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="806"/>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="698"/>
        <source>{name}&apos;s hand</source>
        <translation>Mano di {name}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="810"/>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="702"/>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="712"/>
        <source>face down</source>
        <translation>coperte</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="623"/>
        <source>your side</source>
        <translation>della tua squadra</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="624"/>
        <source>side of {names}</source>
        <translation>della squadra di {names}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="639"/>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="643"/>
        <source>Discard pile</source>
        <translation>Pozzo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="640"/>
        <source>empty</source>
        <translation>vuoto</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="645"/>
        <source>top: {card}</source>
        <translation>in cima: {card}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="660"/>
        <source>Meld of {rank}</source>
        <translation>Combinazione di {rank}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="666"/>
        <source>natural canasta</source>
        <translation>canasta pulita</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="667"/>
        <source>mixed canasta</source>
        <translation>canasta sporca</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="669"/>
        <source>{count} more staged</source>
        <translation>carte preparate da attaccare: {count}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="679"/>
        <source>Melds of {side}</source>
        <translation>Combinazioni {side}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="682"/>
        <source>{count} melds</source>
        <translation>combinazioni: {count}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="683"/>
        <source>a new meld goes here</source>
        <translation>qui puoi calare una nuova combinazione</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="691"/>
        <source>New meld, not yet confirmed</source>
        <translation>Nuova combinazione, non ancora confermata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/game.py" line="118"/>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="708"/>
        <source>{name}&apos;s foot</source>
        <translation>Piede di {name}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="718"/>
        <source>Red threes of {side}</source>
        <translation>Tre rossi {side}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="730"/>
        <source>Book of {rank}</source>
        <translation>Canasta di {rank}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="743"/>
        <source>no wild cards</source>
        <translation>nessuna matta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="745"/>
        <source>1 wild</source>
        <translation>1 matta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="746"/>
        <source>{count} wild</source>
        <translation>{count} matte</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/table_control.py" line="159"/>
        <source>suggested by the hint</source>
        <extracomment>Whether cards a move takes off the felt are ghosted where they lay (Cassino&apos;s captures).</extracomment>
        <translation>consigliata dal suggerimento</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/table_control.py" line="161"/>
        <source>part of the last move</source>
        <translation>parte dell&apos;ultima mossa</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/table_control.py" line="204"/>
        <source>Your hand</source>
        <translation>La tua mano</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/table_control.py" line="215"/>
        <source>used by the plan</source>
        <translation>fa parte delle carte preparate</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/table_control.py" line="219"/>
        <source>card {number} of {count} in your hand</source>
        <translation>carta {number} di {count} nella tua mano</translation>
    </message>
</context>
<context>
    <name>Cassino</name>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="77"/>
        <source>Deal the next round</source>
        <extracomment>A table unit as the engine names it: (&quot;loose&quot;, card) or (&quot;build&quot;, value) (§5.5).</extracomment>
        <translation>Dai le carte per il prossimo giro</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="80"/>
        <source>Capture {units} with the {card}</source>
        <translation>Prendi {units} con {card}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="86"/>
        <source>Build {value} (multiple): the {card} on {cards}</source>
        <translation>Costruisci {value} (multipla): {card} su {cards}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="89"/>
        <source>Build {value}: the {card} on {cards}</source>
        <translation>Costruisci {value}: {card} su {cards}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="96"/>
        <source>Raise the build of {old} to {value} with the {card} and {cards}</source>
        <translation>Alza la costruzione da {old} a {value} con {card} e {cards}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="99"/>
        <source>Raise the build of {old} to {value} with the {card}</source>
        <translation>Alza la costruzione da {old} a {value} con {card}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="103"/>
        <source>Add the {card} and {cards} to the build of {value} (multiple)</source>
        <translation>Aggiungi {card} e {cards} alla costruzione da {value} (multipla)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="106"/>
        <source>Add the {card} to the build of {value} (multiple)</source>
        <translation>Aggiungi {card} alla costruzione da {value} (multipla)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="109"/>
        <source>Trail the {card}</source>
        <translation>Lascia {card} in tavola</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="220"/>
        <source>Round {round} · deal {deal} of {deals}</source>
        <extracomment>Several plays fit a gesture: list[Choice], in the engine&apos;s order. The table page shows them, for example with ``show_choices(page)``; ``choose(i)`` makes one and ``cancel_choices()`` drops them. ``preview(i)`` lights up the table cards of one.</extracomment>
        <translation>Giro {round} · mano {deal} di {deals}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="223"/>
        <source>Last deal</source>
        <translation>Ultima mano</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="227"/>
        <source>Drop a card here to trail it</source>
        <translation>Trascina qui una carta da lasciare in tavola</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="254"/>
        <source>{name} takes the last cards on the table ({count})</source>
        <comment>the end of a round: the last captor takes the cards left</comment>
        <translation>{name} prende le ultime carte in tavola ({count})</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="261"/>
        <source>{name} sweeps the table!</source>
        <comment>a capture that took every table card</comment>
        <translation>Scopa di {name}!</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="282"/>
        <source>You own the build of {value}: keep a card worth {value} to capture it, and capture, build or add to a build instead of trailing.</source>
        <translation>La costruzione da {value} è tua: tieni una carta da {value} per prenderla e, invece di lasciare in tavola, prendi, costruisci o aggiungi a una costruzione.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="287"/>
        <source>You own the build of {value}: keep a card worth {value} to capture it.</source>
        <translation>La costruzione da {value} è tua: tieni una carta da {value} per prenderla.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="292"/>
        <source>You own the builds of {values}: keep a card of each value to capture them, and capture, build or add to a build instead of trailing.</source>
        <translation>Le costruzioni da {values} sono tue: tieni una carta di ciascun valore per prenderle e, invece di lasciare in tavola, prendi, costruisci o aggiungi a una costruzione.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="297"/>
        <source>You own the builds of {values}: keep a card of each value to capture them.</source>
        <translation>Le costruzioni da {values} sono tue: tieni una carta di ciascun valore per prenderle.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="308"/>
        <source>{name} (thinking…)</source>
        <translation>{name} (sta pensando…)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="314"/>
        <source>Multiple build of {value}</source>
        <comment>a build&apos;s value: 2-10, A, J, Q or K</comment>
        <translation>Costruzione multipla da {value}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="318"/>
        <source>Build of {value}</source>
        <comment>a build&apos;s value: 2-10, A, J, Q or K</comment>
        <translation>Costruzione da {value}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="334"/>
        <source>{count} captured</source>
        <comment>the number of cards in a side&apos;s captured pile</comment>
        <translation>{count} prese</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="340"/>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="115"/>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="135"/>
        <source>Sweeps: {count}</source>
        <translation>Scope: {count}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="423"/>
        <source>The {card} cannot be played now.</source>
        <translation>Ora la carta {card} non si può giocare.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="427"/>
        <source>The {card} cannot be played on these cards.</source>
        <translation>La carta {card} non si può giocare su queste carte.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="515"/>
        <source>Select the card to play from your hand first (Space or a click).</source>
        <translation>Prima seleziona nella tua mano la carta da giocare (Space o un clic).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="534"/>
        <source>Select the card to trail from your hand.</source>
        <translation>Seleziona nella tua mano la carta da lasciare in tavola.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="591"/>
        <source>Choose a play</source>
        <translation>Scegli una giocata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="706"/>
        <source>Enter: {play}</source>
        <translation>Enter: {play}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="710"/>
        <source>Enter: choose one of {count} plays with the {card}</source>
        <translation>Enter: scegli una delle {count} giocate con {card}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/controller.py" line="717"/>
        <source>Selected on the table: {cards}. Now play a card from your hand on them.</source>
        <translation>Selezionate in tavola: {cards}. Ora giocaci sopra una carta della tua mano.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="81"/>
        <source>the build of {value}</source>
        <comment>a build&apos;s value: 2-10, A, J, Q or K</comment>
        <translation>la costruzione da {value}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="153"/>
        <source>— Round {number} —</source>
        <translation>— Giro {number} —</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="159"/>
        <source>{play}. The last deal ({deal} of {deals}) is dealt.</source>
        <translation>{play}. Si danno le carte dell&apos;ultima mano ({deal} di {deals}).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="162"/>
        <source>{play}. Deal {deal} of {deals}.</source>
        <translation>{play}. Mano {deal} di {deals}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="167"/>
        <source>{play}. The round is over; nobody captured, so the {count} cards left on the table go to nobody.</source>
        <translation>{play}. Il giro è finito; nessuno ha preso, quindi le {count} carte rimaste in tavola non vanno a nessuno.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="173"/>
        <source>{play}. The round is over; the {count} cards left on the table go to the last player to capture.</source>
        <translation>{play}. Il giro è finito; le {count} carte rimaste in tavola vanno a chi ha fatto l&apos;ultima presa.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="178"/>
        <source>{play}. The round is over.</source>
        <translation>{play}. Il giro è finito.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="187"/>
        <source>captures {units} with the {card}: a sweep</source>
        <translation>prende {units} con {card}: scopa</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="190"/>
        <source>captures {units} with the {card}</source>
        <translation>prende {units} con {card}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="196"/>
        <source>builds {value} (multiple): the {card} on {cards}</source>
        <translation>costruisce {value} (multipla): {card} su {cards}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="199"/>
        <source>builds {value}: the {card} on {cards}</source>
        <translation>costruisce {value}: {card} su {cards}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="206"/>
        <source>raises the build of {old} to {value} with the {card} and {cards}</source>
        <translation>alza la costruzione da {old} a {value} con {card} e {cards}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="209"/>
        <source>raises the build of {old} to {value} with the {card}</source>
        <translation>alza la costruzione da {old} a {value} con {card}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="213"/>
        <source>adds the {card} and {cards} to the build of {value} (multiple)</source>
        <translation>aggiunge {card} e {cards} alla costruzione da {value} (multipla)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="216"/>
        <source>adds the {card} to the build of {value} (multiple)</source>
        <translation>aggiunge {card} alla costruzione da {value} (multipla)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/log.py" line="219"/>
        <source>trails the {card}</source>
        <translation>lascia {card} in tavola</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="48"/>
        <source>Cards captured</source>
        <translation>Carte prese</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="50"/>
        <source>Most cards (3)</source>
        <translation>Più carte (3)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="52"/>
        <source>Spades captured</source>
        <translation>Picche prese</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="55"/>
        <source>Most spades (1)</source>
        <translation>Più picche (1)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="57"/>
        <source>Big Casino, 10♦ (2)</source>
        <translation>Grande Cassino, 10♦ (2)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="61"/>
        <source>Little Casino, 2♠ (1)</source>
        <translation>Piccolo Cassino, 2♠ (1)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="64"/>
        <source>Aces (1 each)</source>
        <translation>Assi (1 ciascuno)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="65"/>
        <source>Sweeps (1 each)</source>
        <translation>Scope (1 ciascuna)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="67"/>
        <source>Round total</source>
        <translation>Totale del giro</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="72"/>
        <source>Game score</source>
        <translation>Punteggio partita</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="84"/>
        <source>Nobody captured this round: the cards left on the table go to nobody.</source>
        <translation>In questo giro nessuno ha preso: le carte rimaste in tavola non vanno a nessuno.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="88"/>
        <source>{side} made the last capture: the cards still on the table went to them.</source>
        <translation>Ultima presa di {side}, a cui sono andate le carte rimaste in tavola.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="102"/>
        <source>Round {round} · first to {target} wins</source>
        <translation>Giro {round} · vince chi arriva a {target}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="109"/>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="143"/>
        <source>Score: {score} of {target}</source>
        <translation>Punti: {score} su {target}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="112"/>
        <location filename="../canasta_gui/app/games/cassino/summary.py" line="132"/>
        <source>Captured: {count}</source>
        <translation>Carte prese: {count}</translation>
    </message>
</context>
<context>
    <name>CassinoBar</name>
    <message>
        <location filename="../canasta_gui/app/games/cassino/bar.py" line="38"/>
        <source>&amp;Play (Enter)</source>
        <translation>&amp;Gioca (Enter)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/bar.py" line="41"/>
        <source>Play the selected card: on the table cards you selected, or choose among its captures and builds (Enter)</source>
        <translation>Gioca la carta selezionata: sulle carte che hai selezionato in tavola, oppure scegliendo tra le sue prese e costruzioni (Enter)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/bar.py" line="47"/>
        <source>Lay the selected card on the table without capturing or building (T)</source>
        <translation>Lascia in tavola la carta selezionata senza prendere né costruire (T)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/bar.py" line="45"/>
        <source>&amp;Trail (T)</source>
        <translation>Lascia in &amp;tavola (T)</translation>
    </message>
</context>
<context>
    <name>CassinoRules</name>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="120"/>
        <source>How to play Cassino</source>
        <extracomment>Every point a round holds without sweeps (all of them won by one side). Deals in a round by number of players (§5.3). The value of an ace, and the highest value a sum or a build may have (§5.2, §5.7.1). Cards and spades that win the majorities outright with two players (§5.11). The table&apos;s target (OPT-CAS-TARGET, §5.12).</extracomment>
        <translation>Come si gioca a Cassino</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="134"/>
        <source>The aim</source>
        <translation>Lo scopo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="137"/>
        <source>Cassino is a fishing game: you play cards from your hand to &lt;b&gt;capture&lt;/b&gt; cards from the table, and at the end of each round the cards your side captured score points. Rounds are played until a side reaches {target} points.</source>
        <translation>Il Cassino è un gioco di prese: giochi carte dalla tua mano per &lt;b&gt;prendere&lt;/b&gt; carte dalla tavola e, alla fine di ogni giro, le carte prese dalla tua squadra valgono punti. Si giocano giri finché una squadra non raggiunge {target} punti.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="148"/>
        <source>Players and the deal</source>
        <translation>Giocatori e distribuzione</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="151"/>
        <source>One deck of {cards} cards is used, without jokers. Two or three players each play for themselves. Four players normally play in two partnerships, partners opposite, who put their captured cards together; at some tables they play alone.</source>
        <translation>Si usa un mazzo da {cards} carte, senza jolly. In due o in tre ognuno gioca per sé. In quattro di norma si gioca in due squadre, con i compagni uno di fronte all&apos;altro, che mettono insieme le loro prese; a certi tavoli si gioca invece ognuno per sé.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="162"/>
        <source>At the start of a round each player is dealt {hand} cards, two at a time, and {table} cards are laid face up on the table. When everyone has played their cards, each player is dealt {hand} more, but the table gets none, until the stock is used up. Everyone is told when the last deal of a round is dealt.</source>
        <translation>All&apos;inizio di ogni giro ciascun giocatore riceve {hand} carte, due alla volta, e {table} carte vengono messe scoperte in tavola. Quando tutti hanno giocato le loro carte, ognuno ne riceve altre {hand}, ma in tavola non se ne aggiungono, finché il tallone non è esaurito. Quando si dà l&apos;ultima mano del giro, lo si annuncia a tutti.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="174"/>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="546"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="175"/>
        <source>Deals in a round</source>
        <translation>Mani per giro</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="182"/>
        <source>The player on the dealer&apos;s left plays first and play goes clockwise; the deal passes to the left every round.</source>
        <translation>Inizia il giocatore alla sinistra del mazziere e si gioca in senso orario; a ogni giro il mazziere cambia, passando a sinistra.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="191"/>
        <source>Card values and your turn</source>
        <translation>Valore delle carte e turno di gioco</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="194"/>
        <source>An ace is worth {ace} and the cards from 2 to {max} their number, in every suit. Jacks, queens and kings have no number: they never join a sum or a build, and capture only cards of their own rank.</source>
        <translation>L&apos;asso vale {ace} e le carte dal 2 al {max} il loro numero, in tutti i semi. Fanti, donne e re non hanno un numero: non entrano mai in una somma o in una costruzione e prendono solo carte della loro stessa figura.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="204"/>
        <source>On your turn you play exactly one card from your hand, and make exactly one play with it:</source>
        <translation>Nel tuo turno giochi una sola carta dalla tua mano e con essa fai una sola giocata:</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="212"/>
        <source>&lt;b&gt;capture&lt;/b&gt;: take cards or builds from the table with it;</source>
        <translation>&lt;b&gt;prendere&lt;/b&gt;: con quella carta prendi carte o costruzioni dalla tavola;</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="215"/>
        <source>&lt;b&gt;build&lt;/b&gt;: put it on cards on the table to make a build you mean to capture later;</source>
        <translation>&lt;b&gt;costruire&lt;/b&gt;: la metti su carte in tavola per formare una costruzione che intendi prendere più avanti;</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="219"/>
        <source>&lt;b&gt;trail&lt;/b&gt;: leave it face up on the table on its own.</source>
        <translation>&lt;b&gt;lasciarla in tavola&lt;/b&gt;: la posi scoperta e resta lì da sola.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="226"/>
        <source>A card on the table on its own is a &lt;b&gt;loose card&lt;/b&gt;. The cards of a build stay together: none of them can ever be taken or used on its own.</source>
        <translation>Una carta che sta da sola in tavola è una &lt;b&gt;carta libera&lt;/b&gt;. Le carte di una costruzione restano unite: nessuna di esse può mai essere presa o usata da sola.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="235"/>
        <source>Capturing</source>
        <translation>Le prese</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="237"/>
        <source>A jack, queen or king captures every loose card of its own rank, never fewer: a king played on a table with two kings takes all three.</source>
        <translation>Un fante, una donna o un re prende tutte le carte libere della stessa figura, mai di meno: un re giocato su una tavola con due re li prende tutti e tre.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="243"/>
        <source>A jack, queen or king captures one loose card of its own rank.</source>
        <translation>Un fante, una donna o un re prende una sola carta libera della stessa figura.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="249"/>
        <source>A card with a number captures, in one play, any of these worth its value: a loose card of that value, two or more loose cards that add up to it, or a build of that value. A 9 can take an ace, a 2 and a 6 together; a 10 can take a 2, a 3, a 5 and a 10. You need not take everything you could, and two cards from your hand can never be combined.</source>
        <translation>Una carta numerata prende, in una sola giocata, uno o più gruppi che valgono quanto lei: una carta libera di quel valore, due o più carte libere la cui somma dà quel valore, oppure una costruzione di quel valore. Un 9 può prendere insieme un asso, un 2 e un 6; un 10 può prendere un 2, un 3, un 5 e un 10. Non sei obbligato a prendere tutto quello che potresti, e due carte della tua mano non si possono mai sommare tra loro.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="260"/>
        <source>A build may be captured together with loose cards worth its value.</source>
        <translation>Una costruzione si può prendere insieme a carte libere che valgono quanto lei.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="265"/>
        <source>A capture that takes a build takes only that build: no loose cards with it.</source>
        <translation>Chi prende una costruzione prende solo quella, senza carte libere.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="272"/>
        <source>The cards taken, and the card that took them, go face down into your side&apos;s pile of captured cards. Owning a build does not protect it: any card of its value captures it.</source>
        <translation>Le carte prese, insieme alla carta che le ha prese, vanno coperte nel mazzetto delle prese della tua squadra. Possedere una costruzione non la protegge: qualsiasi carta del suo valore può prenderla.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="282"/>
        <source>Building</source>
        <translation>Le costruzioni</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="285"/>
        <source>To build, play a card with a number onto a loose card and announce the build&apos;s value. A &lt;b&gt;single&lt;/b&gt; build is their sum, at most {max}: a 2 on a 5 builds 7. A &lt;b&gt;multiple&lt;/b&gt; build puts a card on one of the same rank: a 3 on a 3 builds 3s. Only a card of the build&apos;s value captures it, and you must hold one when you build.</source>
        <translation>Per costruire, giochi una carta numerata su una carta libera e annunci il valore della costruzione. Una costruzione &lt;b&gt;semplice&lt;/b&gt; vale la somma delle due carte, al massimo {max}: un 2 su un 5 costruisce 7. Una costruzione &lt;b&gt;multipla&lt;/b&gt; mette una carta su un&apos;altra dello stesso valore: un 3 su un 3 costruisce 3. Solo una carta del valore della costruzione può prenderla, e quando costruisci devi averne una in mano.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="296"/>
        <source>A card played on one of the same rank may also be announced as their sum (a 2 on a 2 as 4), if you hold a card of that value.</source>
        <translation>Una carta giocata su un&apos;altra dello stesso valore si può anche annunciare come la loro somma (un 2 su un 2 come 4), se hai in mano una carta di quel valore.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="302"/>
        <source>Two cards of the same rank always build that rank, never their sum: a 2 on a 2 is taken only by a 2.</source>
        <translation>Due carte dello stesso valore costruiscono sempre quel valore, mai la loro somma: un 2 su un 2 si prende solo con un 2.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="309"/>
        <source>When you build, you may also gather into the build any loose cards, or sets of loose cards, worth its value; the build then becomes multiple.</source>
        <translation>Quando costruisci puoi anche unire alla costruzione carte libere, o gruppi di carte libere, che valgono quanto lei; la costruzione diventa allora multipla.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="315"/>
        <source>A build is made of the card you play and one loose card.</source>
        <translation>Una costruzione è formata dalla carta che giochi e da una sola carta libera.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="320"/>
        <source>A jack, queen or king played on a loose card of the same rank makes a build that only that rank can capture.</source>
        <translation>Un fante, una donna o un re giocato su una carta libera della stessa figura forma una costruzione che solo quella figura può prendere.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="326"/>
        <source>Jacks, queens and kings are never part of a build.</source>
        <translation>Fanti, donne e re non fanno mai parte di una costruzione.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="333"/>
        <source>&lt;b&gt;Raise&lt;/b&gt; a single build: add a card from your hand to raise its value, to at most {max}, if you hold a card of the new value.</source>
        <translation>&lt;b&gt;Alzare&lt;/b&gt; una costruzione semplice: aggiungi una carta dalla tua mano per alzarne il valore, fino a {max} al massimo, se hai in mano una carta del nuovo valore.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="340"/>
        <source>&lt;b&gt;Double up&lt;/b&gt;: add a card worth exactly the build&apos;s value, if you hold another one; the build becomes multiple, and the value of a multiple build never changes.</source>
        <translation>&lt;b&gt;Raddoppiare&lt;/b&gt;: aggiungi una carta che vale esattamente quanto la costruzione, se ne hai in mano un&apos;altra; la costruzione diventa multipla, e il valore di una costruzione multipla non cambia mai.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="348"/>
        <source>Anyone may add to a build on the table, whoever owns it:</source>
        <translation>Chiunque può aggiungere carte a una costruzione in tavola, a prescindere da chi ne sia il proprietario:</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="357"/>
        <source>Raising a build to a higher value is not allowed.</source>
        <translation>Non si può alzare una costruzione a un valore più alto.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="364"/>
        <source>Two builds on the table never have the same value. Whoever last added a card to a build is its &lt;b&gt;owner&lt;/b&gt;. As long as you own a build, keep a card of its value: your last such card may only be played to capture that build.</source>
        <translation>In tavola non ci sono mai due costruzioni dello stesso valore. Chi ha aggiunto per ultimo una carta a una costruzione ne è il &lt;b&gt;proprietario&lt;/b&gt;. Finché una costruzione è tua, tieni in mano una carta del suo valore: l&apos;ultima che ti resta si può giocare solo per prendere quella costruzione.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="375"/>
        <source>While you own a build you may not trail: you must capture, build or add to a build.</source>
        <translation>Finché possiedi una costruzione non puoi lasciare carte in tavola: devi prendere, costruire o aggiungere a una costruzione.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="384"/>
        <source>Trailing</source>
        <translation>Lasciare una carta in tavola</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="386"/>
        <source>You may trail whenever you like, except where the owner&apos;s duties above forbid it.</source>
        <translation>Puoi lasciare una carta in tavola quando vuoi, tranne quando te lo vietano gli obblighi del proprietario descritti sopra.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="391"/>
        <source>You may trail any card that cannot capture anything.</source>
        <translation>Puoi lasciare in tavola qualsiasi carta che non possa prendere nulla.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="395"/>
        <source>You may trail only when no card in your hand can capture, build or add to a build.</source>
        <translation>Puoi lasciare una carta in tavola solo se nessuna carta della tua mano può prendere, costruire o aggiungere a una costruzione.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="401"/>
        <source>To trail, lay your card face up on the table on its own. With an empty table you must trail.</source>
        <translation>Lasciare una carta in tavola significa posarla scoperta, da sola. Se la tavola è vuota, è obbligatorio.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="412"/>
        <source>Sweeps and the end of a round</source>
        <translation>Scope e fine del giro</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="414"/>
        <source>A capture that leaves the table empty is a &lt;b&gt;sweep&lt;/b&gt; and earns your side {points} point; the capturing card stays face up in your pile to mark it.</source>
        <translation>Una presa che lascia la tavola vuota è una &lt;b&gt;scopa&lt;/b&gt; e vale {points} punto alla tua squadra; la carta che l&apos;ha fatta resta scoperta nel tuo mazzetto, per segnarla.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="420"/>
        <source>A capture that leaves the table empty is a &lt;b&gt;sweep&lt;/b&gt;; sweeps score nothing at this table.</source>
        <translation>Una presa che lascia la tavola vuota è una &lt;b&gt;scopa&lt;/b&gt;; a questo tavolo le scope non valgono punti.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="428"/>
        <source>A round ends when the stock is used up and nobody has a card left. The cards still on the table, builds and all, go to the side that captured last; that is not a sweep.</source>
        <translation>Il giro finisce quando il tallone è esaurito e nessuno ha più carte. Le carte rimaste in tavola, costruzioni comprese, vanno alla squadra che ha fatto l&apos;ultima presa; questa non conta come scopa.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="438"/>
        <source>Scoring a round</source>
        <translation>Il conteggio del giro</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="442"/>
        <source>Item</source>
        <translation>Voce</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="443"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="447"/>
        <source>Most cards (nobody scores on a tie)</source>
        <translation>Più carte (in caso di parità, a nessuno)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="453"/>
        <source>Most spades (nobody scores on a tie)</source>
        <translation>Più picche (in caso di parità, a nessuno)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="459"/>
        <source>Big Casino (10♦)</source>
        <translation>Grande Cassino (10♦)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="463"/>
        <source>Little Casino (2♠)</source>
        <translation>Piccolo Cassino (2♠)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="466"/>
        <source>Each ace</source>
        <translation>Ogni asso</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="468"/>
        <source>Each sweep</source>
        <translation>Ogni scopa</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="471"/>
        <source>nothing at this table</source>
        <translation>niente a questo tavolo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="478"/>
        <source>Not counting sweeps, a round holds {total} points. With two players, {cards} cards or more win “most cards” and {spades} spades or more win “most spades”.</source>
        <translation>Scope escluse, in un giro ci sono in palio {total} punti. In due, chi ha {cards} carte o più vince “più carte” e chi ha {spades} picche o più vince “più picche”.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="491"/>
        <source>End of the game</source>
        <translation>Fine della partita</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="494"/>
        <source>Scores add up from round to round. When a round is scored and one side has {target} points or more, that side wins.</source>
        <translation>I punteggi si sommano di giro in giro. Quando, al conteggio di un giro, una squadra ha {target} punti o più, vince quella squadra.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="502"/>
        <source>If several sides reach {target} in the same round, the round is counted out item by item from the totals before it: most cards, most spades, Big Casino, Little Casino, the aces (♠, ♣, ♥, ♦), then the sweeps in the order they were made. The first side to reach {target} wins.</source>
        <translation>Se più squadre raggiungono {target} nello stesso giro, il giro si conta voce per voce partendo dai totali precedenti: più carte, più picche, Grande Cassino, Piccolo Cassino, gli assi (♠, ♣, ♥, ♦), poi le scope nell&apos;ordine in cui sono state fatte. Vince la prima squadra che arriva a {target}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="510"/>
        <source>If several sides reach {target} in the same round, the higher total wins; if the highest totals are equal, everybody plays another round.</source>
        <translation>Se più squadre raggiungono {target} nello stesso giro, vince il totale più alto; se i totali più alti sono pari, si gioca tutti un altro giro.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="519"/>
        <source>The game also ends when the round limit is reached ({limit}): the highest total wins, and equal highest totals are a draw.</source>
        <translation>La partita finisce anche quando si raggiunge il limite di giri ({limit}): vince il totale più alto, e a parità di totale più alto è pareggio.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="531"/>
        <source>{players} players in two partnerships</source>
        <translation>{players} giocatori in due squadre</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="535"/>
        <source>{players} players, each alone</source>
        <translation>{players} giocatori, ognuno per sé</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="539"/>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="540"/>
        <source>At this table</source>
        <translation>A questo tavolo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="561"/>
        <source>Rules at this table</source>
        <translation>Regole di questo tavolo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="626"/>
        <source>How to play with the mouse and keyboard</source>
        <translation>Come si gioca con mouse e tastiera</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="568"/>
        <source>&lt;b&gt;Capture or build&lt;/b&gt;: drag a card from your hand onto a card or a build on the table. When it can capture or build there in more than one way, the table offers the choices.</source>
        <translation>&lt;b&gt;Prendere o costruire&lt;/b&gt;: trascina una carta dalla tua mano su una carta o su una costruzione in tavola. Se lì può prendere o costruire in più modi, il tavolo ti propone le scelte.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="574"/>
        <source>&lt;b&gt;Trail&lt;/b&gt;: drag a card from your hand onto an empty part of the table.</source>
        <translation>&lt;b&gt;Lasciare in tavola&lt;/b&gt;: trascina una carta dalla tua mano in una parte vuota della tavola.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="578"/>
        <source>Or select a card and press Enter to play it (with the same choices), or T to trail it.</source>
        <translation>Oppure seleziona una carta e premi Enter per giocarla (con le stesse scelte), o T per lasciarla in tavola.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="583"/>
        <source>Every play ends your turn, so there is nothing to take back: Ctrl+Z is not available in Cassino.</source>
        <translation>Ogni giocata termina il turno, quindi non c&apos;è niente da annullare: nel Cassino Ctrl+Z non è disponibile.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="591"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="592"/>
        <source>move between the controls</source>
        <translation>passa da un controllo all&apos;altro</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="595"/>
        <source>Left, Right arrows</source>
        <translation>Frecce sinistra, destra</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="596"/>
        <source>move between cards</source>
        <translation>passa da una carta all&apos;altra</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="599"/>
        <source>Up, Down arrows</source>
        <translation>Frecce su, giù</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="600"/>
        <source>move from your hand to the table cards and builds and back</source>
        <translation>passa dalla tua mano alle carte e alle costruzioni in tavola, e viceversa</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="606"/>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="607"/>
        <source>select the card or build under the focus, in your hand or on the table</source>
        <translation>seleziona la carta o la costruzione che ha il focus, nella tua mano o in tavola</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="613"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="614"/>
        <source>play the selected card</source>
        <translation>gioca la carta selezionata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="617"/>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="618"/>
        <source>trail the selected card</source>
        <translation>lascia in tavola la carta selezionata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="622"/>
        <source>Key</source>
        <translation>Tasto</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/rules_text.py" line="623"/>
        <source>Action</source>
        <translation>Azione</translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="149"/>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="150"/>
        <source>{deal} is over</source>
        <translation>{deal}: fine</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="155"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Segnapunti</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="159"/>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="202"/>
        <source>{side} win the game!</source>
        <comment>a side of partners</comment>
        <translation>Vittoria di {side}!</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/base.py" line="195"/>
        <source>&amp;Next deal</source>
        <translation>&amp;Prossima smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="50"/>
        <source>Melded cards</source>
        <translation>Carte calate</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="51"/>
        <source>Canasta bonuses</source>
        <translation>Premi canasta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="52"/>
        <source>Red 3s</source>
        <translation>Tre rossi</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="53"/>
        <source>Going out</source>
        <translation>Chiusura</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="54"/>
        <source>Cards left in hand</source>
        <translation>Carte rimaste in mano</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="55"/>
        <source>Deal total</source>
        <translation>Totale smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="56"/>
        <source>Game score</source>
        <translation>Punteggio partita</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="176"/>
        <source>Deal score</source>
        <translation>Punti della smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="32"/>
        <source>{points} ({natural} natural, {mixed} mixed)</source>
        <translation>{points} (pulite: {natural}, sporche: {mixed})</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="43"/>
        <source>{points} (concealed)</source>
        <translation>{points} (in mano)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="66"/>
        <source>A player went out.</source>
        <translation>Un giocatore ha chiuso.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="68"/>
        <source>{side} went out concealed.</source>
        <translation>Chiusura in mano di {side}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="71"/>
        <source>{side} went out.</source>
        <translation>Chiusura di {side}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="75"/>
        <source>The stock ran out and the discard pile was not taken.</source>
        <translation>Il tallone è finito e il pozzo non è stato preso.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="79"/>
        <source>The stock ran out; the deal ended with that turn.</source>
        <translation>Il tallone è finito; la smazzata è terminata con quel turno.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="83"/>
        <source>The last card of the stock was a red 3.</source>
        <translation>L&apos;ultima carta del tallone era un tre rosso.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="86"/>
        <source>The deal is over.</source>
        <translation>La smazzata è finita.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="203"/>
        <source>{side} wins the game!</source>
        <translation>Vittoria di {side}!</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="205"/>
        <source>A draw between {sides}!</source>
        <translation>Pareggio tra {sides}!</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="206"/>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
</context>
<context>
    <name>GameDef</name>
    <message>
        <location filename="../canasta_gui/app/games/base.py" line="242"/>
        <source>Deal {n}</source>
        <translation>Smazzata {n}</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../canasta_gui/app/games/canasta/game.py" line="58"/>
        <source>Canasta</source>
        <extracomment>The option shown beside the preset rather than under Advanced.</extracomment>
        <translation>Canasta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/game.py" line="61"/>
        <source>The classic partnership rummy game: melds, canastas, a frozen pile</source>
        <translation>Il classico gioco a squadre della famiglia del ramino: combinazioni, canaste, pozzo congelato</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="48"/>
        <source>Cassino</source>
        <translation>Cassino</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="51"/>
        <source>The fishing game: capture and build from the table, sweep it clean</source>
        <translation>Il gioco di prese: prendi e costruisci dalla tavola, fai scopa</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="66"/>
        <source>{players} players (partnerships, or each for themselves)</source>
        <translation>{players} giocatori (a squadre o ognuno per sé)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="69"/>
        <source>{players} players (each for themselves)</source>
        <translation>{players} giocatori (ognuno per sé)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="154"/>
        <source>The round is over</source>
        <translation>Il giro è finito</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="179"/>
        <source>&amp;Next round</source>
        <translation>&amp;Prossimo giro</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="182"/>
        <source>Round {n}</source>
        <translation>Giro {n}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/game.py" line="49"/>
        <source>Hand and Foot</source>
        <translation>Hand and Foot</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/game.py" line="52"/>
        <source>Canasta with a hand and a foot each: five decks, books, four deals</source>
        <translation>Canasta con una mano e un piede a testa: cinque mazzi, canaste da sette, quattro smazzate</translation>
    </message>
</context>
<context>
    <name>GoOutQuestionDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="64"/>
        <source>May I go out?</source>
        <translation>Posso chiudere?</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="66"/>
        <source>“{name}” asks: Partner, may I go out?</source>
        <translation>“{name}” chiede: compagno, posso chiudere?</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="71"/>
        <source>Your answer binds your partner: after “Yes” they must go out this turn, after “No” they may not go out this turn.</source>
        <translation>La tua risposta vincola il compagno: dopo un “Sì” deve chiudere in questo turno, dopo un “No” non può chiudere in questo turno.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="75"/>
        <source>&amp;Yes, go out</source>
        <translation>&amp;Sì, chiudi</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="79"/>
        <source>After “Yes” your partner may go out this turn (they need not); after “No” they may not go out this turn.</source>
        <translation>Dopo un “Sì” il compagno può chiudere in questo turno (senza esserne obbligato); dopo un “No” non può chiudere in questo turno.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="83"/>
        <source>&amp;Yes, you may</source>
        <translation>&amp;Sì, puoi chiudere</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/go_out_dialog.py" line="84"/>
        <source>&amp;No, keep playing</source>
        <translation>&amp;No, continua</translation>
    </message>
</context>
<context>
    <name>HandFootRules</name>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="129"/>
        <source>How to play Hand and Foot</source>
        <extracomment>The minimum count of deal 1, 2, 3 and 4 (§4.7). Cards in a book, the most any meld may hold (§4.6.4-§4.6.5). The most wild cards in a rank meld of 3 to 5 cards, and of 6 or 7 (§4.6.2). Books a side needs to go out: clean, dirty, wild (§4.10.2 a). Cards a pile take picks up; 0 means the whole pile (§4.8.2, OPT-HF-PICKUP). Card values: joker; 2 and ace; king down to 8; 7 down to 4 and black 3 (§2.2). What a red 3 left in a hand or unplayed foot counts against its side (OPT-HF-RED3-LEFT).</extracomment>
        <translation>Come si gioca a Hand and Foot</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="143"/>
        <source>The aim</source>
        <translation>Lo scopo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="146"/>
        <source>Hand and Foot is a rummy game for {players} players in two partnerships: partners sit opposite and share their melds, books, red 3s and score. You score by laying down &lt;b&gt;melds&lt;/b&gt; of cards of one rank and above all by completing &lt;b&gt;books&lt;/b&gt;, melds of {book} cards. Each player plays through two sets of cards, first the &lt;b&gt;hand&lt;/b&gt;, then the &lt;b&gt;foot&lt;/b&gt;. A game is {deals} deals; after the last one the side with the higher total wins.</source>
        <translation>Hand and Foot è un gioco della famiglia del ramino per {players} giocatori in due squadre: i compagni siedono uno di fronte all&apos;altro e condividono combinazioni, canaste, tre rossi e punteggio. Si fanno punti calando &lt;b&gt;combinazioni&lt;/b&gt; di carte dello stesso valore e soprattutto completando &lt;b&gt;canaste&lt;/b&gt;, combinazioni di {book} carte. Ogni giocatore gioca due gruppi di carte, prima la &lt;b&gt;mano&lt;/b&gt;, poi il &lt;b&gt;piede&lt;/b&gt;. Una partita dura {deals} smazzate; dopo l&apos;ultima vince la squadra con il totale più alto.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="159"/>
        <source>The cards and the deal</source>
        <translation>Le carte e la distribuzione</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="162"/>
        <source>{decks} decks, jokers included, are shuffled together: {cards} cards. Each player is dealt a hand of {hand} cards to play with, and a foot of {foot} cards that stays face down, unseen even by its owner, until the hand is used up. The rest of the cards are the stock.</source>
        <translation>Si mescolano insieme {decks} mazzi, jolly compresi: {cards} carte. Ogni giocatore riceve una mano di {hand} carte con cui giocare e un piede di {foot} carte che resta coperto, senza che nemmeno il suo proprietario lo veda, finché la mano non è finita. Le carte restanti formano il tallone.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="172"/>
        <source>The top card of the stock is turned up to start the discard pile. A 3 or a wild card turned up is shuffled back into the stock and another card is turned.</source>
        <translation>La prima carta del tallone viene girata per iniziare il pozzo. Se è un 3 o una matta, la si rimescola nel tallone e se ne gira un&apos;altra.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="178"/>
        <source>No card is turned up: the first discard starts the discard pile.</source>
        <translation>Non si gira nessuna carta: il primo scarto inizia il pozzo.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="184"/>
        <source>The player on the dealer&apos;s left plays first, and play goes clockwise.</source>
        <translation>Inizia il giocatore alla sinistra del mazziere e si gioca in senso orario.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="192"/>
        <source>Your turn</source>
        <translation>Il tuo turno</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="194"/>
        <source>&lt;b&gt;Draw&lt;/b&gt; {draw} cards from the stock, or take the discard pile (see below).</source>
        <translation>&lt;b&gt;Pesca&lt;/b&gt; {draw} carte dal tallone, oppure prendi il pozzo (vedi sotto).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="198"/>
        <source>&lt;b&gt;Red 3s&lt;/b&gt;: lay out every red 3 you hold and draw a card from the stock for each.</source>
        <translation>&lt;b&gt;Tre rossi&lt;/b&gt;: metti in tavola tutti i tre rossi che hai e pesca una carta dal tallone per ciascuno.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="202"/>
        <source>&lt;b&gt;Meld&lt;/b&gt;: put down new melds and add cards to your side&apos;s melds, as many as you like (or none).</source>
        <translation>&lt;b&gt;Cala&lt;/b&gt;: metti giù nuove combinazioni e attacca carte alle combinazioni della tua squadra, quante vuoi (anche nessuna).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="207"/>
        <source>&lt;b&gt;Discard&lt;/b&gt; one card onto the pile; any card may be discarded, wild cards and black 3s too. Then the player on your left plays.</source>
        <translation>&lt;b&gt;Scarta&lt;/b&gt; una carta sul pozzo; si può scartare qualsiasi carta, anche le matte e i tre neri. Poi gioca il giocatore alla tua sinistra.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="216"/>
        <source>Melds and books</source>
        <translation>Combinazioni e canaste</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="219"/>
        <source>A meld is three or more cards of one rank from 4 to ace; suits do not matter and sequences are not melds. &lt;b&gt;Jokers and 2s are wild&lt;/b&gt;. A meld needs at least two natural cards for every wild card in it: a meld of 3 to 5 cards may hold {small} wild card, a meld of 6 or 7 cards {large}. A &lt;b&gt;wild meld&lt;/b&gt; is made of wild cards only.</source>
        <translation>Una combinazione è fatta di tre o più carte dello stesso valore, dal 4 all&apos;asso; i semi non contano e le scale non sono combinazioni valide. &lt;b&gt;I jolly e i 2 sono matte&lt;/b&gt;. Una combinazione deve contenere almeno due carte naturali per ogni matta: una combinazione da 3 a 5 carte può contenere {small} matta, una da 6 o 7 carte {large}. Una &lt;b&gt;combinazione di matte&lt;/b&gt; è formata solo da matte.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="231"/>
        <source>No meld may hold more than {book} cards. A meld that reaches {book} cards is complete: it becomes a &lt;b&gt;book&lt;/b&gt;, and nothing more can be added to it. A &lt;b&gt;clean&lt;/b&gt; book has natural cards only, a &lt;b&gt;dirty&lt;/b&gt; book has wild cards too, and a &lt;b&gt;wild&lt;/b&gt; book has wild cards only.</source>
        <translation>Nessuna combinazione può superare le {book} carte. Una combinazione che arriva a {book} carte è completa: diventa una &lt;b&gt;canasta&lt;/b&gt; e non vi si può più attaccare nulla. Una canasta &lt;b&gt;pulita&lt;/b&gt; ha solo carte naturali, una canasta &lt;b&gt;sporca&lt;/b&gt; contiene anche matte e una canasta &lt;b&gt;di matte&lt;/b&gt; è fatta solo di matte.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="242"/>
        <source>Your side may have only one unfinished meld of each rank, and one unfinished wild meld. Completing a book frees its rank: the side may then start a new meld of it. Either partner may add to the side&apos;s melds; cards on the table stay there, and nobody touches the opponents&apos; melds.</source>
        <translation>La tua squadra può avere una sola combinazione incompleta per ogni valore e una sola combinazione di matte incompleta. Completare una canasta libera il suo valore: la squadra può allora iniziare una nuova combinazione di quel valore. Entrambi i compagni possono attaccare alle combinazioni della squadra; le carte calate restano in tavola e nessuno tocca le combinazioni degli avversari.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="253"/>
        <source>Red and black 3s</source>
        <translation>Tre rossi e tre neri</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="256"/>
        <source>&lt;b&gt;Red 3s&lt;/b&gt; are laid out as soon as you hold them, also those in a foot you pick up, and each is replaced from the stock. They are never melded or discarded, and each earns your side {red3}.</source>
        <translation>I &lt;b&gt;tre rossi&lt;/b&gt; si mettono in tavola appena li hai, anche quelli del piede quando lo prendi, e ciascuno si sostituisce con una carta del tallone. Non si calano né si scartano mai, e ognuno vale {red3} alla tua squadra.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="266"/>
        <source>&lt;b&gt;Black 3s&lt;/b&gt; are never melded, not even to go out: they can only be discarded. While a black 3 is on top of the pile, nobody may take it.</source>
        <translation>I &lt;b&gt;tre neri&lt;/b&gt; non si calano mai, nemmeno per chiudere: si possono solo scartare. Finché in cima al pozzo c&apos;è un tre nero, nessuno può prenderlo.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="275"/>
        <source>The first meld: the minimum count</source>
        <translation>L&apos;apertura: il minimo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="278"/>
        <source>In every deal your side&apos;s first melds must be put down in one go, and the values of their cards must add up to at least the minimum count of that deal. Several melds may be combined; bonuses do not count. Once your side has opened, both partners meld freely for the rest of the deal.</source>
        <translation>In ogni smazzata le prime combinazioni della tua squadra vanno calate in una volta sola, e i punti delle loro carte devono raggiungere almeno il minimo di quella smazzata. Si possono calare più combinazioni insieme; i premi non contano. Una volta che la tua squadra ha aperto, entrambi i compagni calano liberamente per il resto della smazzata.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="290"/>
        <source>Deal</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="291"/>
        <source>Minimum count</source>
        <translation>Minimo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="300"/>
        <source>Card values, used for the minimum count and for scoring:</source>
        <translation>Punti delle carte, validi per il minimo e per il conteggio:</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="309"/>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="310"/>
        <source>Value</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="313"/>
        <source>Joker</source>
        <translation>Jolly</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="314"/>
        <source>2, ace</source>
        <translation>2, asso</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="315"/>
        <source>King down to 8</source>
        <translation>Dal re all&apos;8</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="316"/>
        <source>7 down to 4, black 3</source>
        <translation>Dal 7 al 4, tre nero</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="318"/>
        <source>Red 3</source>
        <translation>Tre rosso</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="319"/>
        <source>{red3} as a bonus once laid out; {left} if left in a hand or foot</source>
        <translation>{red3} di premio se messo in tavola; {left} se resta in una mano o in un piede</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="329"/>
        <source>Taking the discard pile</source>
        <translation>Prendere il pozzo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="332"/>
        <source>To take the pile you must hold &lt;b&gt;two natural cards&lt;/b&gt; of the top card&apos;s rank and put the top card down with them at once, in a new meld or on your side&apos;s unfinished meld of that rank. A natural card and a wild card are not enough. A wild card on top needs two wild cards from your hand, for a wild meld. Nobody may take the pile while a black 3 is on top. The pile is never frozen.</source>
        <translation>Per prendere il pozzo devi avere in mano &lt;b&gt;due carte naturali&lt;/b&gt; dello stesso valore della carta in cima e calarle subito insieme a essa, in una nuova combinazione o sulla combinazione incompleta della tua squadra di quel valore. Una carta naturale e una matta non bastano. Se in cima c&apos;è una matta, servono due matte dalla tua mano, per una combinazione di matte. Nessuno può prendere il pozzo finché in cima c&apos;è un tre nero. Il pozzo non è mai congelato.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="344"/>
        <source>You take the top {count} cards of the pile, the top card included (the whole pile if it has fewer): the top card is melded and the others go into your hand.</source>
        <translation>Prendi le prime {count} carte del pozzo, compresa quella in cima (tutto il pozzo, se ne ha meno): la carta in cima va calata e le altre vanno nella tua mano.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="350"/>
        <source>You take the whole pile: the top card is melded and the others go into your hand.</source>
        <translation>Prendi tutto il pozzo: la carta in cima va calata e le altre vanno nella tua mano.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="357"/>
        <source>If your side has not opened yet, it must open in the same move, and only the top card of the pile counts towards the minimum; the other cards taken never count.</source>
        <translation>Se la tua squadra non ha ancora aperto, deve aprire con la stessa mossa, e per il minimo conta solo la carta in cima al pozzo; le altre carte prese non contano mai.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="367"/>
        <source>The foot</source>
        <translation>Il piede</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="370"/>
        <source>When your hand runs out, you pick up your foot and play on with it. If your hand ran out while you were melding, you may keep melding from the foot this turn; if your discard emptied it, your turn is over. You cannot go out while you are still on your hand.</source>
        <translation>Quando finisci le carte della mano, prendi il tuo piede e continui a giocare con quello. Se hai finito la mano calando, in questo turno puoi continuare a calare dal piede; se l&apos;hai finita con lo scarto, il tuo turno è terminato. Finché giochi ancora con la mano non puoi chiudere.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="382"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="477"/>
        <source>Going out</source>
        <translation>Chiudere</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="385"/>
        <source>Only a player on their foot can go out, by getting rid of their last card; this ends the deal. Your side first needs at least these books: {clean} clean, {dirty} dirty and {wild} wild. Your partner must also have picked up their foot and played from it at least once.</source>
        <translation>Può chiudere solo chi gioca con il piede, liberandosi dell&apos;ultima carta; così termina la smazzata. Prima la tua squadra deve avere almeno queste canaste: {clean} pulite, {dirty} sporche e {wild} di matte. Inoltre il tuo compagno deve aver preso il suo piede e aver giocato almeno una volta con quello.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="395"/>
        <source>You may go out by melding your last cards, or by discarding your last card, whatever it is.</source>
        <translation>Puoi chiudere calando le ultime carte, oppure scartando l&apos;ultima carta, qualunque essa sia.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="401"/>
        <source>You must go out by melding your last cards: going out with a discard is not allowed, so you never keep a single card.</source>
        <translation>Devi chiudere calando le ultime carte: non si può chiudere con uno scarto, quindi non resti mai con una sola carta.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="408"/>
        <source>You also need your partner&apos;s permission: ask “Partner, may I go out?” during your turn, once per turn, even before drawing. A “yes” allows you to go out this turn but does not oblige you; after a “no” you may not go out this turn.</source>
        <translation>Ti serve anche il permesso del compagno: durante il tuo turno, una volta per turno e anche prima di pescare, chiedi “Compagno, posso chiudere?”. Un “sì” ti permette di chiudere in questo turno ma non ti obbliga; dopo un “no” in questo turno non puoi chiudere.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="415"/>
        <source>Asking your partner “May I go out?” is optional: once per turn, after drawing, and only when you are able to go out. After a “yes” you must go out this turn; after a “no” you may not.</source>
        <translation>Chiedere al compagno “Posso chiudere?” è facoltativo: una volta per turno, dopo aver pescato e solo quando sei in grado di chiudere. Dopo un “sì” devi chiudere in questo turno; dopo un “no” non puoi.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="424"/>
        <source>While you are on your foot and may not go out yet, you may not empty your hand: keep at least one card after your discard.</source>
        <translation>Finché giochi con il piede e non puoi ancora chiudere, non puoi svuotare la mano: dopo lo scarto devi tenere almeno una carta.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="433"/>
        <source>When the stock runs out</source>
        <translation>Quando il tallone finisce</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="436"/>
        <source>If fewer than {draw} cards are left, you draw what is left. A red 3 that cannot be replaced is simply laid out. A player whose turn starts with an empty stock may still take the pile if they can; otherwise the deal ends, and nobody scores for going out.</source>
        <translation>Se nel tallone restano meno di {draw} carte, peschi quelle che restano. Un tre rosso che non si può sostituire viene semplicemente messo in tavola. Un giocatore che inizia il turno con il tallone vuoto può ancora prendere il pozzo, se ci riesce; altrimenti la smazzata finisce e nessuno riceve il premio di chiusura.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="447"/>
        <source>Scoring a deal</source>
        <translation>Il conteggio della smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="451"/>
        <source>Item</source>
        <translation>Voce</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="452"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="456"/>
        <source>Cards in your side&apos;s melds and books</source>
        <translation>Carte nelle combinazioni e nelle canaste della squadra</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="459"/>
        <source>plus their values</source>
        <translation>più i loro punti</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="462"/>
        <source>Each clean book</source>
        <translation>Ogni canasta pulita</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="466"/>
        <source>Each dirty book</source>
        <translation>Ogni canasta sporca</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="470"/>
        <source>Each wild book</source>
        <translation>Ogni canasta di matte</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="474"/>
        <source>Each red 3 laid out</source>
        <translation>Ogni tre rosso in tavola</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="479"/>
        <source>Cards left in your side&apos;s hands, and in feet never picked up</source>
        <translation>Carte rimaste in mano alla squadra e nei piedi mai presi</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="483"/>
        <source>minus their values (a red 3: {left})</source>
        <translation>meno i loro punti (un tre rosso: {left})</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="492"/>
        <source>Deal scores, which may be negative, are added to each side&apos;s total. When all {deals} deals have been played, the higher total wins; equal totals are a draw.</source>
        <translation>I punti delle smazzate, anche negativi, si sommano al totale di ogni squadra. Giocate tutte le {deals} smazzate, vince il totale più alto; a parità di totale è pareggio.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="503"/>
        <source>At this table a game is a single deal, with the first deal&apos;s minimum count; the higher total wins.</source>
        <translation>A questo tavolo una partita è una sola smazzata, con il minimo della prima smazzata; vince il totale più alto.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="509"/>
        <source>At this table a game is only the first {n} deals, each with its minimum count; the higher total after the last one wins.</source>
        <translation>A questo tavolo una partita comprende solo le prime {n} smazzate, ognuna con il suo minimo; vince il totale più alto dopo l&apos;ultima.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="522"/>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="523"/>
        <source>At this table</source>
        <translation>A questo tavolo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="529"/>
        <source>Players and decks</source>
        <translation>Giocatori e mazzi</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="530"/>
        <source>{players} players in two partnerships, {decks} decks</source>
        <translation>{players} giocatori in due squadre, {decks} mazzi</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="544"/>
        <source>Rules at this table</source>
        <translation>Regole di questo tavolo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="648"/>
        <source>How to play with the mouse and keyboard</source>
        <translation>Come si gioca con mouse e tastiera</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="550"/>
        <source>&lt;b&gt;Draw&lt;/b&gt;: drag a card from the stock to your hand, or click the stock.</source>
        <translation>&lt;b&gt;Pesca&lt;/b&gt;: trascina una carta dal tallone alla tua mano, o fai clic sul tallone.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="554"/>
        <source>&lt;b&gt;Take the pile&lt;/b&gt;: drag its top card onto your cards or onto one of your side&apos;s melds, or use the &lt;i&gt;Take pile&lt;/i&gt; button.</source>
        <translation>&lt;b&gt;Prendi il pozzo&lt;/b&gt;: trascina la carta in cima sulle tue carte o su una combinazione della tua squadra, oppure usa il pulsante &lt;i&gt;Prendi pozzo&lt;/i&gt;.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="559"/>
        <source>&lt;b&gt;Select cards&lt;/b&gt; with a click, Shift+click or by dragging a rubber band around them, then drag them to the meld area (a new meld) or onto a meld.</source>
        <translation>&lt;b&gt;Seleziona le carte&lt;/b&gt; con un clic, con Shift+clic o tracciando un riquadro intorno a esse, poi trascinale nell&apos;area delle combinazioni (nuova combinazione) o su una combinazione.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="564"/>
        <source>An opening or a pile take is &lt;b&gt;staged&lt;/b&gt; first, so you can see it as a plan; then confirm it or cancel it as a whole.</source>
        <translation>Un&apos;apertura o una presa del pozzo viene prima &lt;b&gt;preparata&lt;/b&gt; sul tavolo, così vedi come sarà; poi la confermi o la ritiri per intero.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="569"/>
        <source>&lt;b&gt;Discard&lt;/b&gt;: drag a card onto the pile, or double-click it.</source>
        <translation>&lt;b&gt;Scarta&lt;/b&gt;: trascina una carta sul pozzo, o fai doppio clic su di essa.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="572"/>
        <source>&lt;b&gt;Ask your partner&lt;/b&gt; “May I go out?” with the &lt;i&gt;Ask partner&lt;/i&gt; button.</source>
        <translation>&lt;b&gt;Chiedi al compagno&lt;/b&gt; “Posso chiudere?” con il pulsante &lt;i&gt;Chiudo?&lt;/i&gt;.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="579"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="580"/>
        <source>move between the controls</source>
        <translation>passa da un controllo all&apos;altro</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="583"/>
        <source>Left, Right arrows</source>
        <translation>Frecce sinistra, destra</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="584"/>
        <source>move between cards</source>
        <translation>passa da una carta all&apos;altra</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="587"/>
        <source>Up, Down arrows</source>
        <translation>Frecce su, giù</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="588"/>
        <source>move from your hand to the table (stock, pile, melds) and back</source>
        <translation>passa dalla tua mano alla tavola (tallone, pozzo, combinazioni) e viceversa</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="594"/>
        <source>Space or Enter on the table</source>
        <translation>Space o Enter sulla tavola</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="595"/>
        <source>draw, take the pile, or put the selected cards on the meld under the focus</source>
        <translation>pesca, prendi il pozzo o metti le carte selezionate sulla combinazione che ha il focus</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="601"/>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="602"/>
        <source>select or unselect the card</source>
        <translation>seleziona o deseleziona la carta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="605"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="606"/>
        <source>meld the selected cards</source>
        <translation>cala le carte selezionate</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="609"/>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="610"/>
        <source>discard</source>
        <translation>scarta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="613"/>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="614"/>
        <source>draw from the stock</source>
        <translation>pesca dal tallone</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="617"/>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="618"/>
        <source>take the pile</source>
        <translation>prendi il pozzo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="621"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="622"/>
        <source>ask your partner “May I go out?”</source>
        <translation>chiedi al compagno “Posso chiudere?”</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="625"/>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="626"/>
        <source>confirm the plan</source>
        <translation>conferma le carte preparate</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="629"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="630"/>
        <source>cancel the plan</source>
        <translation>ritira le carte preparate</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="633"/>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="634"/>
        <source>take back your last meld or lay-off of this turn</source>
        <translation>annulla l&apos;ultima calata o l&apos;ultimo attacco del turno</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="639"/>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="640"/>
        <source>make it again</source>
        <translation>ripeti ciò che hai annullato</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="644"/>
        <source>Key</source>
        <translation>Tasto</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/rules_text.py" line="645"/>
        <source>Action</source>
        <translation>Azione</translation>
    </message>
</context>
<context>
    <name>HandFootSummary</name>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="38"/>
        <source>{points} ({foot} in a foot)</source>
        <translation>{points} (di cui {foot} in un piede)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="55"/>
        <source>Melded cards</source>
        <translation>Carte calate</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="56"/>
        <source>Clean books</source>
        <translation>Canaste pulite</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="57"/>
        <source>Dirty books</source>
        <translation>Canaste sporche</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="58"/>
        <source>Wild books</source>
        <translation>Canaste di matte</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="59"/>
        <source>Book bonuses</source>
        <translation>Premi canasta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="60"/>
        <source>Red 3s</source>
        <translation>Tre rossi</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="61"/>
        <source>Going out</source>
        <translation>Chiusura</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="62"/>
        <source>Cards left in hands and feet</source>
        <translation>Carte rimaste in mano e nei piedi</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="63"/>
        <source>Deal total</source>
        <translation>Totale smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="64"/>
        <source>Game score</source>
        <translation>Punteggio partita</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="74"/>
        <source>A player went out.</source>
        <translation>Un giocatore ha chiuso.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="75"/>
        <source>{side} went out.</source>
        <translation>Chiusura di {side}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="78"/>
        <source>The stock ran out, so the deal ended without anyone going out.</source>
        <translation>Il tallone è finito, quindi la smazzata è terminata senza che nessuno chiudesse.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="88"/>
        <source>Has the books to go out</source>
        <translation>Ha le canaste per chiudere</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="97"/>
        <source>{n} clean</source>
        <translation>{n} pulite</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="98"/>
        <source>{n} dirty</source>
        <translation>{n} sporche</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="99"/>
        <source>{n} wild</source>
        <translation>{n} di matte</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="89"/>
        <source>Books still needed to go out: {books}</source>
        <translation>Canaste che mancano per chiudere: {books}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="110"/>
        <source>Deal {n} of {deals} · minimum count {minimum}</source>
        <translation>Smazzata {n} di {deals} · minimo {minimum}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="118"/>
        <source>The last deal of the game</source>
        <translation>L’ultima smazzata della partita</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="122"/>
        <source>minimum met</source>
        <translation>minimo raggiunto</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="127"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="165"/>
        <source>Books: {clean} clean, {dirty} dirty, {wild} wild</source>
        <translation>Canaste: pulite {clean}, sporche {dirty}, di matte {wild}</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <location filename="../canasta_gui/app/listing.py" line="22"/>
        <source>{first} &amp; {second}</source>
        <comment>the last two players of one side, as one name</comment>
        <translation>{first} e {second}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/listing.py" line="26"/>
        <source>{first}, {rest}</source>
        <comment>the earlier players of one side, as one name</comment>
        <translation>{first}, {rest}</translation>
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
        <translation>Canasta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="145"/>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="146"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="147"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Segnapunti</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="148"/>
        <source>&amp;Past games…</source>
        <translation>&amp;Archivio partite…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="149"/>
        <source>Sa&amp;ved games…</source>
        <translation>Partite sal&amp;vate…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="150"/>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistiche</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="151"/>
        <source>&amp;Hint</source>
        <translation>S&amp;uggerimento</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="152"/>
        <source>Back to the &amp;menu</source>
        <translation>Torna al &amp;menu</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="153"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="154"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="155"/>
        <source>Scores and &amp;log</source>
        <translation>&amp;Punteggi e mosse</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="157"/>
        <source>Show or hide the side panel with the scores and the log (Ctrl+L)</source>
        <translation>Mostra o nasconde il pannello laterale con i punteggi e le mosse (Ctrl+L)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="159"/>
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="160"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="161"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="162"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="163"/>
        <source>&amp;About canasta_gui</source>
        <translation>&amp;Informazioni su canasta_gui</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="239"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="323"/>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="330"/>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="340"/>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="346"/>
        <source>Continue</source>
        <translation>Continua</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="474"/>
        <source>The finished game could not be kept: {reason}</source>
        <translation>Impossibile archiviare la partita conclusa: {reason}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="497"/>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="538"/>
        <source>Hint: {text}</source>
        <translation>Suggerimento: {text}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="561"/>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="600"/>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="600"/>
        <source>Settings not saved: {e}</source>
        <translation>Impostazioni non salvate: {e}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="78"/>
        <source>Side {letter}</source>
        <comment>a side of one player, who plays alone</comment>
        <extracomment>Rows in the seat table: the largest table of any game. One colour per side so partners can be told apart at a glance (text says it too). Tallest the dialog makes itself: fits a 1024x720 screen under a title bar. Room for a window manager&apos;s title bar and frame, which Qt only knows once shown.</extracomment>
        <translation>{letter} (da solo)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="81"/>
        <source>Side {letter}</source>
        <comment>a side of partners (a team)</comment>
        <translation>Squadra {letter}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="117"/>
        <source>Seat &amp;{n}</source>
        <translation>Posto &amp;{n}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="118"/>
        <source>Human</source>
        <translation>Umano</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="119"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="121"/>
        <source>Seat {n}: player</source>
        <translation>Posto {n}: giocatore</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="124"/>
        <source>Seat {n}: name</source>
        <translation>Posto {n}: nome</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="129"/>
        <source>Seat {n}: computer level</source>
        <translation>Posto {n}: livello del computer</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="437"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="438"/>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="445"/>
        <source>&amp;Configuration:</source>
        <translation>&amp;Configurazione:</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="450"/>
        <source>Rule &amp;preset:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="451"/>
        <source>&amp;Target score:</source>
        <translation>Punteggio &amp;obiettivo:</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="454"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="455"/>
        <source>Side</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="455"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="455"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="455"/>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="460"/>
        <source>&amp;Advanced rules</source>
        <translation>Regole &amp;avanzate</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="461"/>
        <source>&amp;Reset to preset</source>
        <translation>&amp;Ripristina variante</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="487"/>
        <source>&amp;Start game</source>
        <translation>&amp;Inizia partita</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="612"/>
        <source>Partners: {seats}</source>
        <translation>Compagni: {seats}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="616"/>
        <source>Plays alone</source>
        <translation>Gioca da solo</translation>
    </message>
    <message numerus="yes">
        <location filename="../canasta_gui/app/widgets/new_game_dialog.py" line="648"/>
        <source>Rules changed from the preset: %n</source>
        <translation>
            <numerusform>Regole cambiate rispetto alla variante: %n</numerusform>
            <numerusform>Regole cambiate rispetto alla variante: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/game.py" line="75"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/game.py" line="62"/>
        <source>{players} players, {decks} decks (partnerships)</source>
        <translation>{players} giocatori, {decks} mazzi (a squadre)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/game.py" line="78"/>
        <source>{players} players, {decks} decks (each for themselves)</source>
        <translation>{players} giocatori, {decks} mazzi (ognuno per sé)</translation>
    </message>
</context>
<context>
    <name>OpeningDraw</name>
    <message>
        <location filename="../canasta_gui/app/scene/opening_draw.py" line="285"/>
        <source>Partners: {names}</source>
        <translation>Compagni: {names}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/scene/opening_draw.py" line="292"/>
        <source>{first} has the highest card and plays first; {dealer} deals.</source>
        <translation>{first} ha la carta più alta e inizia a giocare; {dealer} dà le carte.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/scene/opening_draw.py" line="298"/>
        <source>Skip (Esc)</source>
        <translation>Salta (Esc)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/scene/opening_draw.py" line="299"/>
        <source>Start the deal now</source>
        <translation>Inizia subito la smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/scene/opening_draw.py" line="302"/>
        <source>Drawing cards for seats and the first deal</source>
        <translation>Sorteggio dei posti e del primo mazziere</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/scene/opening_draw.py" line="306"/>
        <source>Plays first</source>
        <translation>Inizia a giocare</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/scene/opening_draw.py" line="307"/>
        <source>Deals</source>
        <translation>Dà le carte</translation>
    </message>
</context>
<context>
    <name>PastGames</name>
    <message>
        <location filename="../canasta_gui/app/past_games.py" line="139"/>
        <source>The past games could not be listed ({reason}).</source>
        <extracomment>A past game is an autosave plus its explanations: twice the save&apos;s own limit is plenty.</extracomment>
        <translation>Impossibile elencare le partite in archivio ({reason}).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/past_games.py" line="186"/>
        <source>it is not a canasta_gui past game</source>
        <translation>non è una partita archiviata di canasta_gui</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/past_games.py" line="195"/>
        <source>it does not say when the game ended</source>
        <translation>non indica quando è finita la partita</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/past_games.py" line="200"/>
        <source>its game is not finished</source>
        <translation>la partita non è conclusa</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/past_games.py" line="219"/>
        <source>its explanations of the moves are damaged</source>
        <translation>le spiegazioni delle mosse sono danneggiate</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/past_games.py" line="275"/>
        <source>The past game {name} could not be read ({reason}).</source>
        <translation>Impossibile leggere la partita archiviata {name} ({reason}).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/past_games.py" line="278"/>
        <source>The past game {name} could not be read ({reason}). It was moved to {path}.</source>
        <translation>Impossibile leggere la partita archiviata {name} ({reason}). È stata spostata in {path}.</translation>
    </message>
</context>
<context>
    <name>PastGamesDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/past_games_dialog.py" line="62"/>
        <source>Past games</source>
        <translation>Archivio partite</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/past_games_dialog.py" line="64"/>
        <source>No finished game has been kept yet.</source>
        <translation>Nessuna partita conclusa è stata ancora archiviata.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/past_games_dialog.py" line="66"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/past_games_dialog.py" line="66"/>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/past_games_dialog.py" line="66"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/past_games_dialog.py" line="66"/>
        <source>Final score</source>
        <translation>Punteggio finale</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/past_games_dialog.py" line="68"/>
        <source>&amp;Score sheet and replay…</source>
        <translation>&amp;Segnapunti e mosse…</translation>
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
        <translation>Passa a {name}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/privacy_screen.py" line="57"/>
        <source>Everyone else, please look away. {name}, are you ready?</source>
        <translation>Tutti gli altri, per favore, non guardate. {name}, ci sei?</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/privacy_screen.py" line="63"/>
        <source>I am {name}: show my cards</source>
        <translation>Sono {name}: mostra le mie carte</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../canasta_gui/app/replay.py" line="99"/>
        <source>Move {n} of this game cannot be replayed.</source>
        <translation>La mossa {n} di questa partita non si può rigiocare.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/replay.py" line="105"/>
        <source>The moves of this game do not lead to its recorded end.</source>
        <translation>Le mosse di questa partita non portano alla fine che è stata registrata.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/replay.py" line="166"/>
        <source>A replay cannot change the game.</source>
        <translation>Mentre rivedi una partita non puoi modificarla.</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="172"/>
        <source>Replay: {deal}</source>
        <translation>{deal} mossa per mossa</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="173"/>
        <source>&amp;Show:</source>
        <translation>&amp;Mostra:</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="176"/>
        <source>Last move</source>
        <translation>Ultima mossa</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="177"/>
        <source>&amp;Moves</source>
        <translation>Mo&amp;sse</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="179"/>
        <source>Start</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="179"/>
        <source>The deal as it was dealt (Home)</source>
        <translation>La smazzata appena distribuita (Home)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="180"/>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="180"/>
        <source>One move back (Left arrow)</source>
        <translation>Una mossa indietro (Freccia sinistra)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="181"/>
        <source>Forward</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="181"/>
        <source>One move forward (Right arrow)</source>
        <translation>Una mossa avanti (Freccia destra)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="182"/>
        <source>End</source>
        <translation>Fine</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="182"/>
        <source>The deal as it was scored (End)</source>
        <translation>La smazzata al momento del conteggio (End)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="248"/>
        <source>The cards are dealt.</source>
        <translation>Le carte sono state distribuite.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="263"/>
        <source>Move {n} of {count}</source>
        <translation>Mossa {n} di {count}</translation>
    </message>
</context>
<context>
    <name>ReplayHook</name>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="302"/>
        <source>&amp;Replay…</source>
        <translation>Ri&amp;vedi…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="304"/>
        <source>Step through the chosen deal move by move, with every hand face up</source>
        <translation>Ripercorri mossa per mossa la smazzata scelta, con tutte le mani scoperte</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/replay_dialog.py" line="332"/>
        <source>Replay</source>
        <translation>Rivedi</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="52"/>
        <source>Canasta rules</source>
        <translation>Regole della Canasta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="54"/>
        <source>{game}: rules</source>
        <translation>{game}: regole</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="102"/>
        <source>How to play Canasta</source>
        <extracomment>Opening minimums: below 0, from 5, from 1,500, from 3,000, from 7,500 (game to 10,000). The minimum at a score of exactly 0 (OPT-CAN-MINIMUM-AT-ZERO: 50, or S0&apos;s 15). Card values: joker; 2 and ace; king down to 8; 7 down to 4 and black 3. Red-3 bonus by count with two decks and with three decks, before the no-meld sign.</extracomment>
        <translation>Come si gioca a Canasta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="114"/>
        <source>The aim</source>
        <translation>Lo scopo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="128"/>
        <source>Players and the deal</source>
        <translation>Giocatori e distribuzione</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="131"/>
        <source>Four or six players play in partnerships: partners never sit side by side and share their melds, red 3s and score. Two or three players each play for themselves. Two or three decks, jokers included, are shuffled together. Each player is dealt the number of cards below, one card is turned up to start the discard pile, and the rest is the stock. If the first upcard is a wild card or a red 3, another card is normally turned onto it.</source>
        <translation>In quattro o in sei si gioca a squadre: i compagni non siedono mai uno accanto all&apos;altro e condividono combinazioni, tre rossi e punteggio. In due o in tre ognuno gioca per sé. Si mescolano insieme due o tre mazzi, jolly compresi. Ogni giocatore riceve il numero di carte indicato qui sotto, una carta viene girata per iniziare il pozzo e il resto forma il tallone. Se la prima carta girata è una matta o un tre rosso, di norma se ne gira un&apos;altra sopra.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="145"/>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="146"/>
        <source>Cards dealt</source>
        <translation>Carte distribuite</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="158"/>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="508"/>
        <source>{players} players, {decks} decks</source>
        <translation>{players} giocatori, {decks} mazzi</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="168"/>
        <source>Your turn</source>
        <translation>Il tuo turno</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="171"/>
        <source>&lt;b&gt;Draw&lt;/b&gt;: take two cards from the stock (one under some rules), or take the whole discard pile.</source>
        <translation>&lt;b&gt;Pesca&lt;/b&gt;: prendi due carte dal tallone (una con alcune regole), oppure prendi tutto il pozzo.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="177"/>
        <source>&lt;b&gt;Meld&lt;/b&gt;: put down new melds and add cards to your side&apos;s melds, as many as you like (or none).</source>
        <translation>&lt;b&gt;Cala&lt;/b&gt;: metti giù nuove combinazioni e attacca carte alle combinazioni della tua squadra, quante vuoi (anche nessuna).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="183"/>
        <source>&lt;b&gt;Discard&lt;/b&gt; one card onto the pile. Then the player on your left plays.</source>
        <translation>&lt;b&gt;Scarta&lt;/b&gt; una carta sul pozzo. Poi gioca il giocatore alla tua sinistra.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="190"/>
        <source>Melds and wild cards</source>
        <translation>Combinazioni e matte</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="193"/>
        <source>A meld is made of cards of one rank from 4 to ace; suits do not matter and sequences are not melds. &lt;b&gt;Jokers and 2s are wild&lt;/b&gt;: they stand in for natural cards, but a meld must always hold at least two natural cards and at most three wild cards. Wild cards never form a meld on their own.</source>
        <translation>Una combinazione è fatta di carte dello stesso valore, dal 4 all&apos;asso; i semi non contano e le scale non sono combinazioni valide. &lt;b&gt;I jolly e i 2 (pinelle) sono matte&lt;/b&gt;: sostituiscono le carte naturali, ma una combinazione deve sempre contenere almeno due carte naturali e al massimo tre matte. Le matte da sole non formano mai una combinazione.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="204"/>
        <source>Your side may have only one meld of each rank; more cards of that rank are added to it. You may add to your partner&apos;s melds but never to an opponent&apos;s. Cards on the table stay there for the rest of the deal.</source>
        <translation>La tua squadra può avere una sola combinazione per ogni valore; altre carte di quel valore vi si attaccano. Puoi attaccare alle combinazioni del compagno, ma mai a quelle di un avversario. Le carte calate restano in tavola fino alla fine della smazzata.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="213"/>
        <source>Canastas</source>
        <translation>Canaste</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="236"/>
        <source>The first meld</source>
        <translation>L&apos;apertura</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="239"/>
        <source>Until your side has melded, its first meld must be put down in one go, as one or more melds whose card values add up to at least a minimum. The minimum depends on your side&apos;s total score at the start of the deal. Bonuses for canastas and red 3s do not count towards it.</source>
        <translation>Finché la tua squadra non ha aperto, la sua prima calata va fatta in una volta sola, con una o più combinazioni i cui punti sommati raggiungano almeno un minimo. Il minimo dipende dal punteggio totale della squadra all&apos;inizio della smazzata. I premi per canaste e tre rossi non contano.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="251"/>
        <source>Your score</source>
        <translation>Il tuo punteggio</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="252"/>
        <source>Minimum</source>
        <translation>Minimo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="447"/>
        <source>+{one} each; with two decks {four} for all four, with three decks {four_3} for four, {five_3} for five and {six_3} for six; minus if your side has no meld</source>
        <translation>+{one} ciascuno; con due mazzi {four} per tutti e quattro, con tre mazzi {four_3} per quattro, {five_3} per cinque e {six_3} per sei; in negativo se la tua squadra non ha combinazioni</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="490"/>
        <source>below 0</source>
        <translation>sotto 0</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="491"/>
        <source>0 to 1,495</source>
        <translation>da 0 a 1.495</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="257"/>
        <source>1,500 to 2,995</source>
        <translation>da 1.500 a 2.995</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="228"/>
        <source>At this table a canasta holds at most {n} cards: once full, no card can be added to it.</source>
        <translation>A questo tavolo una canasta contiene al massimo {n} carte: una volta completa, non vi si può attaccare nessun&apos;altra carta.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="261"/>
        <source>3,000 or more</source>
        <translation>3.000 o più</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="265"/>
        <source>7,500 or more (only in a game to 10,000)</source>
        <translation>7.500 o più (solo nelle partite a 10.000)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="275"/>
        <source>Card values, used for the minimum and for scoring:</source>
        <translation>Punti delle carte, validi per il minimo e per il conteggio:</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="283"/>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="284"/>
        <source>Value</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="288"/>
        <source>Joker</source>
        <translation>Jolly</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="292"/>
        <source>2, ace</source>
        <translation>2, asso</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="296"/>
        <source>King down to 8</source>
        <translation>Dal re all&apos;8</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="300"/>
        <source>7 down to 4, black 3</source>
        <translation>Dal 7 al 4, tre nero</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="304"/>
        <source>Red 3</source>
        <translation>Tre rosso</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="305"/>
        <source>bonus only (see below)</source>
        <translation>solo premio (vedi sotto)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="311"/>
        <source>The discard pile</source>
        <translation>Il pozzo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="314"/>
        <source>To take the pile you must use its top card at once: meld it with two natural cards of its rank from your hand, or with one natural card and one wild card, or add it to one of your side&apos;s melds of that rank. Then the rest of the pile goes into your hand.</source>
        <translation>Per prendere il pozzo devi usarne subito la carta in cima: calala con due carte naturali dello stesso valore dalla tua mano, oppure con una carta naturale e una matta, oppure attaccala a una combinazione della tua squadra di quel valore. Poi il resto del pozzo va nella tua mano.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="325"/>
        <source>The pile is &lt;b&gt;frozen&lt;/b&gt; while it contains a wild card or a red 3 (the freezing card lies sideways), and it is always frozen for a side that has not melded yet. A frozen pile can be taken only with two natural cards of the top card&apos;s rank from your hand. Taking the pile unfreezes it.</source>
        <translation>Il pozzo è &lt;b&gt;congelato&lt;/b&gt; finché contiene una matta o un tre rosso (la carta che lo congela sta di traverso), ed è sempre congelato per una squadra che non ha ancora aperto. Un pozzo congelato si può prendere solo con due carte naturali dalla tua mano, dello stesso valore della carta in cima. Prendere il pozzo lo scongela.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="336"/>
        <source>The pile is &lt;b&gt;blocked&lt;/b&gt; while its top card is a black 3 or a wild card: nobody may take it until another card covers it.</source>
        <translation>Il pozzo è &lt;b&gt;bloccato&lt;/b&gt; finché in cima c&apos;è un tre nero o una matta: nessuno può prenderlo finché un&apos;altra carta non lo copre.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="345"/>
        <source>If your side has not melded yet, the meld with the top card (plus any melds from your hand) must reach your minimum before the rest of the pile is yours; the other pile cards do not count towards it.</source>
        <translation>Se la tua squadra non ha ancora aperto, la combinazione con la carta in cima (più eventuali combinazioni dalla tua mano) deve raggiungere il tuo minimo prima che il resto del pozzo sia tuo; le altre carte del pozzo non contano.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="354"/>
        <source>Red and black 3s</source>
        <translation>Tre rossi e tre neri</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="369"/>
        <source>&lt;b&gt;Black 3s&lt;/b&gt; cannot be melded, except as a meld of three or more black 3s without wild cards in the turn you go out. Discarding one blocks the next player.</source>
        <translation>I &lt;b&gt;tre neri&lt;/b&gt; non si possono calare, salvo in una combinazione di tre o più tre neri senza matte nel turno in cui chiudi. Scartarne uno blocca il giocatore successivo.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="378"/>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="455"/>
        <source>Going out</source>
        <translation>Chiudere</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="381"/>
        <source>You go out by getting rid of your last card, by melding it or by discarding it; this ends the deal. Your side needs at least one canasta first (two at some tables, see above). Going out earns 100, or 200 if you go out &lt;b&gt;concealed&lt;/b&gt;: all in one turn, without having melded anything earlier in the deal.</source>
        <translation>Chiudi liberandoti dell&apos;ultima carta, calandola o scartandola; così termina la smazzata. Prima la tua squadra deve avere almeno una canasta (due a certi tavoli, vedi sopra). Chiudere vale 100, o 200 se chiudi &lt;b&gt;in mano&lt;/b&gt;: tutto in un turno, senza aver calato nulla prima in quella smazzata.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="395"/>
        <source>At this table your side also needs at least {n} melds on the table, canastas included, before you may go out.</source>
        <translation>A questo tavolo, prima che tu possa chiudere, la tua squadra deve avere in tavola anche almeno {n} combinazioni, canaste comprese.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="404"/>
        <source>In a partnership you may ask “Partner, may I go out?” after drawing and before melding, when you are able to go out. The answer binds: after “yes” you must go out this turn, after “no” you may not. Normally you may ask once per deal.</source>
        <translation>Nelle partite a squadre, quando sei in grado di chiudere puoi chiedere “Compagno, posso chiudere?” dopo aver pescato e prima di calare. La risposta vincola: dopo un “sì” devi chiudere in questo turno, dopo un “no” non puoi. Di norma si può chiedere una volta per smazzata.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="425"/>
        <source>Scoring a deal</source>
        <translation>Il conteggio della smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="429"/>
        <source>Item</source>
        <translation>Voce</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="430"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="434"/>
        <source>Cards in your side&apos;s melds</source>
        <translation>Carte nelle combinazioni della squadra</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="435"/>
        <source>plus their values</source>
        <translation>più i loro punti</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="438"/>
        <source>Each natural canasta</source>
        <translation>Ogni canasta pulita</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="442"/>
        <source>Each mixed canasta</source>
        <translation>Ogni canasta sporca</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="446"/>
        <source>Red 3s</source>
        <translation>Tre rossi</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="117"/>
        <source>Canasta is a rummy game. You score by laying down &lt;b&gt;melds&lt;/b&gt;, sets of three or more cards of the same rank, and above all &lt;b&gt;canastas&lt;/b&gt;, melds of seven or more cards. A game lasts several deals; it ends when a side reaches the target score ({target} unless the table says otherwise), and the side with the highest total wins.</source>
        <translation>La Canasta è un gioco della famiglia del ramino. Si fanno punti calando &lt;b&gt;combinazioni&lt;/b&gt;, gruppi di tre o più carte dello stesso valore, e soprattutto &lt;b&gt;canaste&lt;/b&gt;, combinazioni di sette o più carte. Una partita dura più smazzate; finisce quando una squadra raggiunge il punteggio obiettivo ({target}, salvo diversa regola del tavolo) e vince la squadra con il totale più alto.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="41"/>
        <location filename="../canasta_gui/app/widgets/rules_dialog.py" line="43"/>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="147"/>
        <source>Canastas needed to go out (by default)</source>
        <translation>Canaste per chiudere (di norma)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="216"/>
        <source>A meld of seven or more cards is a canasta. A &lt;b&gt;natural&lt;/b&gt; canasta, without wild cards, earns a bonus of {natural}; a &lt;b&gt;mixed&lt;/b&gt; canasta, with wild cards, earns {mixed}. A canasta can keep growing.</source>
        <translation>Una combinazione di sette o più carte è una canasta. Una canasta &lt;b&gt;pulita&lt;/b&gt;, senza matte, vale un premio di {natural}; una canasta &lt;b&gt;sporca&lt;/b&gt;, con matte, vale {mixed}. A una canasta si possono continuare ad attaccare carte.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="357"/>
        <source>&lt;b&gt;Red 3s&lt;/b&gt; are bonus cards. Whenever you get one it is laid face up in front of your side and, unless it came from the pile, replaced from the stock. With two decks each is worth {one} and all four together {four}. With three decks four are worth {four_3}, five {five_3} and six {six_3}. Red 3s count against your side if it has no meld when the deal ends.</source>
        <translation>I &lt;b&gt;tre rossi&lt;/b&gt; sono carte premio. Ogni volta che ne ricevi uno, va messo scoperto davanti alla tua squadra e, se non viene dal pozzo, va sostituito con una carta del tallone. Con due mazzi ciascuno vale {one} e tutti e quattro insieme {four}. Con tre mazzi quattro valgono {four_3}, cinque {five_3} e sei {six_3}. I tre rossi contano in negativo se alla fine della smazzata la tua squadra non ha nessuna combinazione in tavola.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="414"/>
        <source>If the stock runs out, play normally goes on as long as players take the discard pile (you must take it when its top card fits one of your side&apos;s melds and the pile is not frozen for you). When a player does not take it, the deal ends. Normally, if you draw a red 3 and the stock has no card left to replace it, the deal ends at once.</source>
        <translation>Se il tallone finisce, di norma il gioco continua finché i giocatori prendono il pozzo (devi prenderlo quando la carta in cima si attacca a una combinazione della tua squadra e il pozzo non è congelato per te). Quando un giocatore non lo prende, la smazzata finisce. Di norma, se peschi un tre rosso e nel tallone non resta nessuna carta per sostituirlo, la smazzata finisce subito.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="456"/>
        <source>+100, or +200 concealed</source>
        <translation>+100, o +200 in mano</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="459"/>
        <source>Cards left in the hands of your side</source>
        <translation>Carte rimaste in mano alla squadra</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="462"/>
        <source>minus their values</source>
        <translation>meno i loro punti</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="469"/>
        <source>Deal scores, which may be negative, are added to each side&apos;s total. When a side reaches the target after a deal, the game ends and the highest total wins; equal highest totals are a draw.</source>
        <translation>I punti delle smazzate, anche negativi, si sommano al totale di ogni squadra. Quando dopo una smazzata una squadra raggiunge l&apos;obiettivo, la partita finisce e vince il totale più alto; a parità di totale più alto è pareggio.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="486"/>
        <source>0 or below</source>
        <translation>0 o meno</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="487"/>
        <source>5 to 1,495</source>
        <translation>da 5 a 1.495</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="498"/>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="499"/>
        <source>At this table</source>
        <translation>A questo tavolo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="507"/>
        <source>Players and decks</source>
        <translation>Giocatori e mazzi</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="532"/>
        <source>Rules at this table</source>
        <translation>Regole di questo tavolo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="626"/>
        <source>How to play with the mouse and keyboard</source>
        <translation>Come si gioca con mouse e tastiera</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="536"/>
        <source>&lt;b&gt;Draw&lt;/b&gt;: drag a card from the stock to your hand, or click the stock.</source>
        <translation>&lt;b&gt;Pesca&lt;/b&gt;: trascina una carta dal tallone alla tua mano, o fai clic sul tallone.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="540"/>
        <source>&lt;b&gt;Take the pile&lt;/b&gt;: drag its top card onto your cards or onto one of your side&apos;s melds, or use the &lt;i&gt;Take pile&lt;/i&gt; button.</source>
        <translation>&lt;b&gt;Prendi il pozzo&lt;/b&gt;: trascina la carta in cima sulle tue carte o su una combinazione della tua squadra, oppure usa il pulsante &lt;i&gt;Prendi pozzo&lt;/i&gt;.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="545"/>
        <source>&lt;b&gt;Select cards&lt;/b&gt; with a click, Shift+click or by dragging a rubber band around them, then drag them to the meld area (a new meld) or onto a meld.</source>
        <translation>&lt;b&gt;Seleziona le carte&lt;/b&gt; con un clic, con Shift+clic o tracciando un riquadro intorno a esse, poi trascinale nell&apos;area delle combinazioni (nuova combinazione) o su una combinazione.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="550"/>
        <source>An opening or a pile take is &lt;b&gt;staged&lt;/b&gt; first, so you can see it as a plan; then confirm it or cancel it as a whole.</source>
        <translation>Un&apos;apertura o una presa del pozzo viene prima &lt;b&gt;preparata&lt;/b&gt; sul tavolo, così vedi come sarà; poi la confermi o la ritiri per intero.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="555"/>
        <source>&lt;b&gt;Discard&lt;/b&gt;: drag a card onto the pile, or double-click it.</source>
        <translation>&lt;b&gt;Scarta&lt;/b&gt;: trascina una carta sul pozzo, o fai doppio clic su di essa.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="561"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="562"/>
        <source>move between the controls</source>
        <translation>passa da un controllo all&apos;altro</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="565"/>
        <source>Left, Right arrows</source>
        <translation>Frecce sinistra, destra</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="566"/>
        <source>move between cards</source>
        <translation>passa da una carta all&apos;altra</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="569"/>
        <source>Up, Down arrows</source>
        <translation>Frecce su, giù</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="570"/>
        <source>move from your hand to the table (stock, pile, melds) and back</source>
        <translation>passa dalla tua mano alla tavola (tallone, pozzo, combinazioni) e viceversa</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="576"/>
        <source>Space or Enter on the table</source>
        <translation>Space o Enter sulla tavola</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="577"/>
        <source>draw, take the pile, or put the selected cards on the meld under the focus</source>
        <translation>pesca, prendi il pozzo o metti le carte selezionate sulla combinazione che ha il focus</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="583"/>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="584"/>
        <source>select or unselect the card</source>
        <translation>seleziona o deseleziona la carta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="587"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="588"/>
        <source>play the selected cards</source>
        <translation>gioca le carte selezionate</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="591"/>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="592"/>
        <source>discard</source>
        <translation>scarta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="595"/>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="596"/>
        <source>draw from the stock</source>
        <translation>pesca dal tallone</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="599"/>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="600"/>
        <source>take the pile</source>
        <translation>prendi il pozzo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="603"/>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="604"/>
        <source>confirm the plan</source>
        <translation>conferma le carte preparate</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="607"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="608"/>
        <source>cancel the plan</source>
        <translation>ritira le carte preparate</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="611"/>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="612"/>
        <source>take back your last meld or lay-off of this turn</source>
        <translation>annulla l&apos;ultima calata o l&apos;ultimo attacco del turno</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="617"/>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="618"/>
        <source>make it again</source>
        <translation>ripeti ciò che hai annullato</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="622"/>
        <source>Key</source>
        <translation>Tasto</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/rules_text.py" line="623"/>
        <source>Action</source>
        <translation>Azione</translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="89"/>
        <source>Saved games</source>
        <translation>Partite salvate</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="92"/>
        <source>No unfinished game is saved.</source>
        <translation>Nessuna partita in corso è salvata.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="94"/>
        <source>Last played</source>
        <translation>Ultima giocata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="94"/>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="94"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="94"/>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="96"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Elimina…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="97"/>
        <source>&amp;Resume</source>
        <translation>&amp;Riprendi</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="113"/>
        <source>{game} ({preset}, {n} players)</source>
        <translation>{game} ({preset}, {n} giocatori)</translation>
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
        <translation>Elimina la partita salvata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="165"/>
        <source>Delete the saved game of {game} with {players}? It cannot be undone.</source>
        <translation>Eliminare la partita salvata di {game} con {players}? Non si potrà recuperare.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/saved_games_dialog.py" line="203"/>
        <source>The saved game could not be deleted ({reason}).</source>
        <translation>Non è stato possibile eliminare la partita salvata ({reason}).</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../canasta_gui/app/widgets/score_chart.py" line="63"/>
        <source>Score chart</source>
        <translation>Grafico dei punteggi</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_chart.py" line="145"/>
        <source>Target {target}</source>
        <translation>Obiettivo {target}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="249"/>
        <source>Score sheet</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_dialogs.py" line="251"/>
        <source>No deal has been scored yet.</source>
        <translation>Nessuna smazzata è stata ancora conteggiata.</translation>
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
        <translation>Questa smazzata: {deal}; totale: {total}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/score_sheet.py" line="173"/>
        <source>Deal {n}</source>
        <translation>Smazzata {n}</translation>
    </message>
</context>
<context>
    <name>SeedEntry</name>
    <message>
        <location filename="../canasta_gui/app/widgets/seed_entry.py" line="21"/>
        <source>A seed may have at most {limit} characters; this one has {n}.</source>
        <translation>Un codice può avere al massimo {limit} caratteri; questo ne ha {n}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/seed_entry.py" line="25"/>
        <source>A seed may not hold tabs or other control characters.</source>
        <translation>Un codice non può contenere tabulazioni o altri caratteri di controllo.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/seed_entry.py" line="65"/>
        <source>Deal s&amp;eed:</source>
        <translation>Co&amp;dice delle carte:</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/seed_entry.py" line="66"/>
        <source>Random: new cards</source>
        <translation>Casuale: carte nuove</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/seed_entry.py" line="67"/>
        <source>Deal seed</source>
        <translation>Codice delle carte</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/seed_entry.py" line="69"/>
        <source>Type the seed of an earlier game (its score sheet shows it) to be dealt the same cards again; leave it empty for new cards</source>
        <translation>Scrivi il codice delle carte di una partita precedente (lo trovi nel suo segnapunti) per ricevere di nuovo le stesse carte; lascialo vuoto per avere carte nuove</translation>
    </message>
</context>
<context>
    <name>SeedLine</name>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="106"/>
        <source>Deal s&amp;eed:</source>
        <translation>Co&amp;dice delle carte:</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="108"/>
        <source>Type this seed in New game → Advanced rules to be dealt the same cards again, or give it to a friend</source>
        <translation>Scrivi questo codice in Nuova partita → Regole avanzate per ricevere di nuovo le stesse carte, oppure dallo a un amico</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="114"/>
        <source>Deal seed</source>
        <translation>Codice delle carte</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="116"/>
        <source>Copied</source>
        <translation>Copiato</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/after_game.py" line="118"/>
        <source>Cop&amp;y</source>
        <translation>Cop&amp;ia</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../canasta_gui/app/seat_names.py" line="24"/>
        <source>Player {n}</source>
        <translation>Giocatore {n}</translation>
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
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="228"/>
        <source>Nothing to undo: every play in this game ends the turn.</source>
        <translation>Niente da annullare: in questo gioco ogni giocata termina il turno.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="233"/>
        <source>Nothing to undo: drawing, taking the pile, asking your partner and discarding cannot be undone.</source>
        <translation>Niente da annullare: pescare, prendere il pozzo, chiedere al compagno e scartare sono mosse definitive.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="245"/>
        <source>Nothing to redo.</source>
        <translation>Niente da ripetere.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="325"/>
        <source>The finished game&apos;s file could not be removed: {reason}</source>
        <translation>Non è stato possibile eliminare il file della partita finita: {reason}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="416"/>
        <source>The computer player {name} failed: {text}</source>
        <translation>Errore del giocatore computer {name}: {text}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/session.py" line="446"/>
        <source>The game could not be saved: {reason}</source>
        <translation>Impossibile salvare la partita: {reason}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="52"/>
        <source>draws from the stock</source>
        <translation>pesca dal tallone</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="54"/>
        <source>takes the pile</source>
        <translation>prende il pozzo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="56"/>
        <source>takes the pile and melds {ranks}</source>
        <translation>prende il pozzo e cala {ranks}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="62"/>
        <source>melds {ranks} and lays off on the {layoffs}</source>
        <translation>cala {ranks} e attacca a {layoffs}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="66"/>
        <source>lays off on the {ranks}</source>
        <translation>attacca a {ranks}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="69"/>
        <source>melds {ranks}</source>
        <translation>cala {ranks}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="71"/>
        <source>discards {card}</source>
        <translation>scarta {card}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="75"/>
        <source>asks partner: may I go out?</source>
        <translation>chiede al compagno: posso chiudere?</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="78"/>
        <source>answers yes</source>
        <translation>risponde sì</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="80"/>
        <source>answers no</source>
        <translation>risponde no</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="83"/>
        <source>leaves the pile, which ends the deal</source>
        <translation>lascia il pozzo e così la smazzata finisce</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="85"/>
        <source>ends the turn</source>
        <translation>termina il turno</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="86"/>
        <source>— Deal {number} —</source>
        <translation>— Smazzata {number} —</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/log.py" line="95"/>
        <source>wild cards</source>
        <translation>matte</translation>
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
        <translation>pesca {card} per il sorteggio dei posti</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/seat_draw.py" line="49"/>
        <source>draws {card}, which does not count, and draws again</source>
        <translation>pesca {card}, che non conta, e pesca di nuovo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/seat_draw.py" line="53"/>
        <source>has the highest card and plays first</source>
        <translation>ha la carta più alta e inizia a giocare</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/seat_draw.py" line="54"/>
        <source>deals first</source>
        <translation>dà le carte nella prima smazzata</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="34"/>
        <source>Slow</source>
        <extracomment>Animation speeds, slowest first: (settings value, label).</extracomment>
        <translation>Lenta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="35"/>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="50"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="36"/>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="37"/>
        <source>Instant</source>
        <translation>Istantanea</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="42"/>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="58"/>
        <source>Blue</source>
        <extracomment>Card back colours: (settings value, label).</extracomment>
        <translation>Blu</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="43"/>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="44"/>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="57"/>
        <source>Green</source>
        <extracomment>Felt colours: (settings value, label).</extracomment>
        <translation>Verde</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="49"/>
        <source>Small</source>
        <extracomment>Card sizes, smallest first: (settings value, label).</extracomment>
        <translation>Piccole</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="51"/>
        <source>Large</source>
        <translation>Grandi</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="52"/>
        <source>Extra large</source>
        <translation>Grandissime</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="59"/>
        <source>Burgundy</source>
        <translation>Bordeaux</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="60"/>
        <source>Charcoal</source>
        <translation>Antracite</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="146"/>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="147"/>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="148"/>
        <source>Animation &amp;speed:</source>
        <translation>&amp;Velocità animazioni:</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="149"/>
        <source>Card &amp;back:</source>
        <translation>&amp;Dorso delle carte:</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="150"/>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Mazzo a quattro colori</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="151"/>
        <source>&amp;Past games kept:</source>
        <translation>Partite in &amp;archivio:</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="153"/>
        <source>How many finished games the Past games list keeps; the oldest go first</source>
        <translation>Quante partite concluse conserva l&apos;archivio; le più vecchie vengono eliminate per prime</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="161"/>
        <source>Each suit in its own colour, so the four suits differ at a glance</source>
        <translation>Ogni seme ha il suo colore, così i quattro semi si distinguono a colpo d&apos;occhio</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="163"/>
        <source>Card si&amp;ze:</source>
        <translation>&amp;Grandezza delle carte:</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="166"/>
        <source>How large the cards may grow on a big screen; the whole table always stays in the window, so a small window shows them as large as fits</source>
        <translation>Quanto possono ingrandirsi le carte su uno schermo grande; il tavolo resta sempre tutto nella finestra, quindi in una finestra piccola le carte sono grandi quanto lo spazio permette</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="170"/>
        <source>&amp;Table colour:</source>
        <translation>Colore del &amp;tavolo:</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="171"/>
        <source>&amp;High contrast</source>
        <translation>Alto &amp;contrasto</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="174"/>
        <source>Cards in black and dark red on pure white with large bold corners and thick outlines, and the table&apos;s names and counts on dark backgrounds</source>
        <translation>Carte in nero e rosso scuro su bianco puro, con indici grandi in grassetto e bordi spessi; nomi e conteggi del tavolo su sfondo scuro</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="252"/>
        <source>Sound</source>
        <translation>Suoni</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="253"/>
        <source>Sound &amp;effects</source>
        <translation>&amp;Effetti sonori</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="255"/>
        <source>A sound for drawing, melding, discarding, a canasta and going out</source>
        <translation>Un suono quando si pesca, si cala, si scarta, si chiude una canasta e si chiude la smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="257"/>
        <source>&amp;Volume:</source>
        <translation>V&amp;olume:</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="260"/>
        <source>Play a sa&amp;mple</source>
        <translation>&amp;Prova un suono</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/settings_dialog.py" line="261"/>
        <source>No sound player was found on this computer.</source>
        <translation>Su questo computer non è stato trovato un programma per riprodurre i suoni.</translation>
    </message>
</context>
<context>
    <name>SidePlate</name>
    <message>
        <location filename="../canasta_gui/app/games/rummy/summary.py" line="71"/>
        <source>Needs {n} to open</source>
        <translation>Per aprire: {n}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="117"/>
        <source>Needs 1 more canasta</source>
        <translation>Manca 1 canasta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="118"/>
        <source>Needs {n} more canastas</source>
        <translation>Mancano {n} canaste</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="124"/>
        <source>Needs 1 more meld</source>
        <translation>Manca 1 combinazione</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="125"/>
        <source>Needs {n} more melds</source>
        <translation>Mancano {n} combinazioni</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="129"/>
        <source>Enough canastas to go out</source>
        <translation>Canaste sufficienti per chiudere</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="131"/>
        <source>On the table: {cards} in cards, {bonus} in canasta bonuses</source>
        <translation>In tavola: {cards} in carte, {bonus} in premi per le canaste</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="134"/>
        <source>Canastas: {natural} natural (red), {mixed} mixed (black)</source>
        <translation>Canaste: {natural} pulite (rosse), {mixed} sporche (nere)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/summary.py" line="100"/>
        <source>{points} on the table</source>
        <translation>{points} in tavola</translation>
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
        <translation>Mancano: {books}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="158"/>
        <source>Books done; feet to play</source>
        <translation>Canaste fatte; manca il piede</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="160"/>
        <source>Enough books to go out</source>
        <translation>Canaste sufficienti per chiudere</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/summary.py" line="162"/>
        <source>On the table: {cards} in cards, {bonus} in book bonuses</source>
        <translation>In tavola: {cards} in carte, {bonus} in premi per le canaste</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="91"/>
        <source>Canasta</source>
        <translation>Canasta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="92"/>
        <source>A card table for the Canasta family</source>
        <translation>Un tavolo da gioco per la famiglia della Canasta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="97"/>
        <source>&amp;New game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="98"/>
        <source>&amp;Continue</source>
        <translation>&amp;Continua</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="99"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="100"/>
        <source>S&amp;tatistics</source>
        <translation>&amp;Statistiche</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="101"/>
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="102"/>
        <source>&amp;Past games</source>
        <translation>&amp;Archivio partite</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="103"/>
        <source>Sa&amp;ved games</source>
        <translation>Partite sal&amp;vate</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/start_page.py" line="104"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../canasta_gui/app/games/base.py" line="270"/>
        <source>Average score per deal</source>
        <extracomment>Whether a side can go out, so the statistics count the deals it did.</extracomment>
        <translation>Punteggio medio per smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/base.py" line="271"/>
        <source>Best score in a deal</source>
        <translation>Miglior punteggio in una smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/base.py" line="272"/>
        <source>Recent games: average score per deal</source>
        <translation>Ultime partite: punteggio medio per smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/base.py" line="276"/>
        <source>Went out</source>
        <translation>Chiusure</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/game.py" line="151"/>
        <source>Canastas per deal</source>
        <translation>Canaste per smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="167"/>
        <source>Average score per round</source>
        <translation>Punteggio medio per giro</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="168"/>
        <source>Best score in a round</source>
        <translation>Miglior punteggio in un giro</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="169"/>
        <source>Recent games: average score per round</source>
        <translation>Ultime partite: punteggio medio per giro</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/game.py" line="176"/>
        <source>Sweeps per round</source>
        <translation>Scope per giro</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/game.py" line="100"/>
        <source>Books per deal</source>
        <translation>Canaste per smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="188"/>
        <source>This game was not counted, so that the file is not overwritten.</source>
        <extracomment>The recent games kept per table for the dialog&apos;s chart. No honest figure comes near this; a bigger one shows a hand-edited or hostile file.</extracomment>
        <translation>Per non sovrascrivere il file, questa partita non è stata conteggiata.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="196"/>
        <source>The statistics could not be saved: {reason}</source>
        <translation>Impossibile salvare le statistiche: {reason}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="233"/>
        <source>The statistics file {path} could not be read ({reason}).</source>
        <translation>Impossibile leggere il file delle statistiche {path} ({reason}).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="221"/>
        <source>it is larger than 1 MB</source>
        <translation>è più grande di 1 MB</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="222"/>
        <source>it is not UTF-8 text</source>
        <translation>non è testo UTF-8</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="260"/>
        <source>it is not valid JSON</source>
        <translation>non è JSON valido</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="274"/>
        <source>its content is not what the app writes ({detail})</source>
        <translation>il contenuto non è quello che scrive il programma ({detail})</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="282"/>
        <source>The statistics file {path} could not be used ({reason}) and could not be moved aside; the statistics start afresh.</source>
        <translation>Impossibile usare il file delle statistiche {path} ({reason}) o spostarlo da parte; le statistiche ripartono da zero.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/statistics.py" line="287"/>
        <source>The statistics file could not be used ({reason}). It was kept as {path}; the statistics start afresh.</source>
        <translation>Impossibile usare il file delle statistiche ({reason}). È stato conservato come {path}; le statistiche ripartono da zero.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="46"/>
        <source>{value}%</source>
        <translation>{value}%</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="116"/>
        <source>1 game</source>
        <translation>1 partita</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="118"/>
        <source>{n} games</source>
        <translation>{n} partite</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="154"/>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="155"/>
        <source>Lost</source>
        <translation>Perse</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="166"/>
        <source>No games yet</source>
        <translation>Ancora nessuna partita</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="311"/>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="313"/>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="314"/>
        <source>&amp;Table:</source>
        <translation>&amp;Tavolo:</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="315"/>
        <source>&amp;Opponents:</source>
        <translation>&amp;Avversari:</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="316"/>
        <source>Win rate by opponent level</source>
        <translation>Percentuale di vittorie per livello degli avversari</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="319"/>
        <source>Games are counted when the people at the table play on one side against computer players; the opponents&apos; level is the strongest computer opponent&apos;s. A tie for first place is not a win.</source>
        <translation>Si contano le partite in cui le persone al tavolo giocano nella stessa squadra contro giocatori computer; il livello degli avversari è quello dell&apos;avversario computer più forte. Un pareggio al primo posto non è una vittoria.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="324"/>
        <source>&amp;Reset statistics…</source>
        <translation>A&amp;zzera statistiche…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="354"/>
        <source>{n} players</source>
        <translation>{n} giocatori</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="391"/>
        <source>Games played</source>
        <translation>Partite giocate</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="392"/>
        <source>Games won</source>
        <translation>Partite vinte</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="393"/>
        <source>Win rate</source>
        <translation>Percentuale di vittorie</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="398"/>
        <source>Longest winning run</source>
        <translation>Serie di vittorie più lunga</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="410"/>
        <source>{percent} of the deals ({n} of {deals})</source>
        <translation>{percent} delle smazzate ({n} su {deals})</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="437"/>
        <source>Reset statistics</source>
        <translation>Azzera statistiche</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="438"/>
        <source>Forget the statistics of every game? This cannot be undone.</source>
        <translation>Cancellare le statistiche di tutti i giochi? L&apos;operazione non si può annullare.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/statistics_dialog.py" line="455"/>
        <source>The statistics could not be reset: {reason}</source>
        <translation>Impossibile azzerare le statistiche: {reason}</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="173"/>
        <source>Drag cards here to meld</source>
        <translation>Trascina qui le carte da calare</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="181"/>
        <source>{name} (thinking…)</source>
        <translation>{name} (sta pensando…)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="29"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/controller.py" line="32"/>
        <source>Blocked by a black 3</source>
        <translation>Bloccato da un tre nero</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="30"/>
        <source>Blocked by a wild card</source>
        <translation>Bloccato da una matta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="31"/>
        <source>Blocked by a red 3</source>
        <translation>Bloccato da un tre rosso</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="32"/>
        <source>Frozen by a wild card</source>
        <translation>Congelato da una matta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="33"/>
        <source>Frozen by a red 3</source>
        <translation>Congelato da un tre rosso</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="34"/>
        <source>Frozen by a black 3</source>
        <translation>Congelato da un tre nero</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="35"/>
        <source>Frozen until your side opens</source>
        <translation>Congelato fino all&apos;apertura</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="38"/>
        <source>Closed until your side opens</source>
        <translation>Vietato fino all&apos;apertura</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="41"/>
        <source>Frozen until you have melded</source>
        <translation>Congelato finché non cali</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="46"/>
        <source>Blocked</source>
        <translation>Bloccato</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/controller.py" line="48"/>
        <source>Frozen</source>
        <translation>Congelato</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="219"/>
        <source>Opening: {count} of {minimum}</source>
        <translation>Apertura: {count} su {minimum}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="225"/>
        <source>ready: confirm with Ctrl+Enter or cancel with Esc</source>
        <translation>pronto: conferma con Ctrl+Enter o ritira con Esc</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="314"/>
        <source>Discard one card at a time.</source>
        <translation>Scarta una carta alla volta.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="391"/>
        <source>The pile cannot be taken now.</source>
        <translation>Ora il pozzo non si può prendere.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="502"/>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="616"/>
        <source>Select the cards to meld first.</source>
        <translation>Prima seleziona le carte da calare.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="529"/>
        <source>Select the card to discard.</source>
        <translation>Seleziona una carta da scartare.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/controller.py" line="532"/>
        <source>Select the one card to discard.</source>
        <translation>Seleziona la carta da scartare.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/controller.py" line="59"/>
        <source>Now playing from your foot</source>
        <translation>Ora giochi dal piede</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/controller.py" line="60"/>
        <source>On foot</source>
        <translation>Al piede</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="54"/>
        <source>Draw (&amp;S)</source>
        <translation>Pe&amp;sca (S)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="55"/>
        <source>Take &amp;pile (P)</source>
        <translation>Prendi &amp;pozzo (P)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="56"/>
        <source>&amp;Meld (Enter)</source>
        <translation>Ca&amp;la (Enter)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="57"/>
        <source>&amp;Lay off on</source>
        <translation>A&amp;ttacca</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="58"/>
        <source>&amp;Discard (D)</source>
        <translation>Scarta (&amp;D)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="59"/>
        <source>&amp;Confirm (Ctrl+Enter)</source>
        <translation>&amp;Conferma (Ctrl+Enter)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="60"/>
        <source>Ca&amp;ncel (Esc)</source>
        <translation>R&amp;itira (Esc)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="61"/>
        <source>&amp;Ask partner (A)</source>
        <translation>Chiudo? (&amp;A)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="62"/>
        <source>Leave the pile</source>
        <translation>Lascia pozzo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="63"/>
        <source>End turn</source>
        <translation>Fine turno</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="68"/>
        <source>Draw from the stock (S)</source>
        <translation>Pesca dal tallone (S)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="69"/>
        <source>Take the discard pile with the selected cards, or with the cards the table picks when none are selected (P)</source>
        <translation>Prendi il pozzo con le carte selezionate o, se non ne hai selezionata nessuna, con quelle che sceglie il tavolo (P)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="74"/>
        <source>Meld the selected cards, or lay them off on your side&apos;s meld of their rank (Enter)</source>
        <translation>Cala le carte selezionate, o attaccale alla combinazione dello stesso valore della tua squadra (Enter)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="79"/>
        <source>Lay the selected cards off on one of your side&apos;s melds: choose it in the list (Alt+L)</source>
        <translation>Attacca le carte selezionate a una combinazione della tua squadra: scegli quale nell&apos;elenco (Alt+T)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="84"/>
        <source>Discard the one selected card and end your turn (D)</source>
        <translation>Scarta l&apos;unica carta selezionata e termina il turno (D)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="87"/>
        <source>Put the staged cards on the table (Ctrl+Enter)</source>
        <translation>Metti in tavola le carte preparate (Ctrl+Enter)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="90"/>
        <source>Take the staged cards back into your hand (Esc)</source>
        <translation>Ritira in mano le carte preparate (Esc)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="93"/>
        <source>Ask your partner whether you may go out (A)</source>
        <translation>Chiedi al compagno se puoi chiudere (A)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="96"/>
        <source>The stock is empty: leaving the pile ends the deal</source>
        <translation>Il tallone è vuoto: lasciare il pozzo termina la smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="99"/>
        <source>End your turn without a discard, as the rules allow now</source>
        <translation>Termina il turno senza scartare, come ora permettono le regole</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="138"/>
        <source>Sort the hand by rank or by suit (R)</source>
        <translation>Ordina la mano per valore o per seme (R)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="267"/>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="273"/>
        <source>What happened</source>
        <translation>Cosa è successo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="268"/>
        <source>Log</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="270"/>
        <source>Show or hide the side panel with the scores and the log (Ctrl+L)</source>
        <translation>Mostra o nasconde il pannello laterale con i punteggi e le mosse (Ctrl+L)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="274"/>
        <source>Thinking</source>
        <translation>Sta pensando</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="275"/>
        <source>Scores and log</source>
        <translation>Punteggi e cronaca</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="402"/>
        <source>Information</source>
        <translation>Informazione</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="402"/>
        <source>Not possible</source>
        <translation>Impossibile</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="506"/>
        <source>Take back your last meld, lay-off or staged card this turn (Ctrl+Z)</source>
        <translation>Annulla l&apos;ultima combinazione, l&apos;ultimo attacco o l&apos;ultima carta preparata di questo turno (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/base.py" line="191"/>
        <source>The deal is over</source>
        <extracomment>The save format&apos;s game id (&quot;canasta&quot;, &quot;hand-and-foot&quot;, &quot;cassino&quot;): saves name it. Place in the start page and the New game dialog. The engine&apos;s state class (a save holding another game&apos;s state is not this game&apos;s). Rule presets (the first is the default) and the option registry (id → values, default). Computer levels offered to people, weakest first. The phase in which a deal (Cassino: a round) has been scored and waits to be read. The phase in which a partner answers &quot;May I go out?&quot; (None: the game has none). The phases of a person&apos;s turn whose steps undo may take back, and those steps&apos; types. The action that deals the next deal (or round) once the summary is read. The one option shown beside the preset (the target score) rather than under Advanced. Computer players&apos; moves are logged with their own explanation (why), rather than in the game&apos;s plain words (which also tell what the table announces, as Cassino&apos;s deals).</extracomment>
        <translation>La smazzata è finita</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="425"/>
        <source>{name} is thinking…</source>
        <translation>{name} sta pensando…</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="427"/>
        <source>{name} to play</source>
        <translation>Tocca a {name}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/summary.py" line="95"/>
        <source>opened</source>
        <translation>ha aperto</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/summary.py" line="60"/>
        <source>needs {n} to open</source>
        <translation>servono {n} per aprire</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/summary.py" line="49"/>
        <location filename="../canasta_gui/app/games/rummy/summary.py" line="90"/>
        <source>Score: {score}</source>
        <translation>Punti: {score}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="503"/>
        <source>Undo (Ctrl+&amp;Z)</source>
        <translation>Annulla (Ctrl+&amp;Z)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="504"/>
        <source>Redo (Ctrl+&amp;Y)</source>
        <translation>Ripeti (Ctrl+&amp;Y)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_page.py" line="508"/>
        <source>Make the last undone step again (Ctrl+Shift+Z)</source>
        <translation>Ripeti l&apos;ultimo passo annullato (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="133"/>
        <source>By &amp;rank (R)</source>
        <translation>Pe&amp;r valore (R)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="135"/>
        <source>By suit (&amp;R)</source>
        <translation>Pe&amp;r seme (R)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/rummy/bar.py" line="145"/>
        <source>{rank}s</source>
        <translation>Combinazione di {rank}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../canasta_gui/app/widgets/table_view.py" line="73"/>
        <location filename="../canasta_gui/app/widgets/table_view.py" line="290"/>
        <source>Card table</source>
        <translation>Tavolo da gioco</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/table_view.py" line="294"/>
        <source>Card table. Left and Right move along your hand or the table, Up goes to the table (stock, pile, melds, table cards), Down back to your hand; Space selects, Enter plays.</source>
        <translation>Tavolo da gioco. Con le frecce sinistra e destra ti sposti lungo la tua mano o la tavola, con la freccia su vai alla tavola (tallone, pozzo, combinazioni, carte in tavola), con la freccia giù torni alla tua mano; Space seleziona, Enter gioca.</translation>
    </message>
</context>
<context>
    <name>ai</name>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="19"/>
        <source>draws from the stock</source>
        <translation>pesca dal tallone</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="20"/>
        <source>takes the pile of {count} cards with its {rank}s</source>
        <translation>prende il pozzo di {count} carte con la combinazione di {rank}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="21"/>
        <source>takes the pile&apos;s only card with its {rank}s</source>
        <translation>prende l&apos;unica carta del pozzo con la combinazione di {rank}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="22"/>
        <source>takes the pile: completes a canasta of {rank}s</source>
        <translation>prende il pozzo: completa una canasta di {rank}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="23"/>
        <source>takes the pile and opens with {count} points</source>
        <translation>prende il pozzo e apre con {count} punti</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="24"/>
        <source>takes the pile: the stock is empty</source>
        <translation>prende il pozzo: il tallone è vuoto</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="25"/>
        <source>leaves the pile, which ends the deal</source>
        <translation>lascia il pozzo e così la smazzata finisce</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="26"/>
        <source>opens with {count} points</source>
        <translation>apre con {count} punti</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="27"/>
        <source>melds {rank}s</source>
        <translation>cala una combinazione di {rank}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="28"/>
        <source>completes a canasta of {rank}s</source>
        <translation>completa una canasta di {rank}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="29"/>
        <source>adds to the {rank}s</source>
        <translation>attacca alla combinazione di {rank}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="30"/>
        <source>adds a wild card to the {rank}s</source>
        <translation>attacca una matta alla combinazione di {rank}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="31"/>
        <source>melds {rank}s to cut the points left in hand</source>
        <translation>cala una combinazione di {rank} per ridurre i punti in mano</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="32"/>
        <source>goes out</source>
        <translation>chiude</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="33"/>
        <source>asks partner: may I go out?</source>
        <translation>chiede al compagno: posso chiudere?</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="36"/>
        <source>answers yes: {reason}</source>
        <translation>risponde sì: {reason}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="37"/>
        <source>answers yes</source>
        <translation>risponde sì</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="38"/>
        <source>answers no</source>
        <translation>risponde no</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="39"/>
        <source>going out now wins the game</source>
        <translation>chiudendo ora si vince la partita</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="40"/>
        <source>we have more canastas than the opponents</source>
        <translation>abbiamo più canaste degli avversari</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="41"/>
        <source>I hold only {count} cards</source>
        <translation>ho solo {count} carte in mano</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="42"/>
        <source>I hold only one card</source>
        <translation>ho solo una carta in mano</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="43"/>
        <source>only {count} cards are left in the stock</source>
        <translation>nel tallone restano solo {count} carte</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="44"/>
        <source>only one card is left in the stock</source>
        <translation>nel tallone resta solo una carta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="45"/>
        <source>discards {card}: a safe card</source>
        <translation>scarta {card}: una carta sicura</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="46"/>
        <source>discards {card} to block the pile</source>
        <translation>scarta {card} per bloccare il pozzo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="47"/>
        <source>discards {card} to freeze the pile</source>
        <translation>scarta {card} per congelare il pozzo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="48"/>
        <source>discards {card}</source>
        <translation>scarta {card}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="49"/>
        <source>goes out by discarding {card}</source>
        <translation>chiude scartando {card}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="50"/>
        <source>ends the turn</source>
        <translation>termina il turno</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="51"/>
        <source>deals the next hand</source>
        <translation>dà le carte per la prossima smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="52"/>
        <source>plays a random legal move</source>
        <translation>fa una mossa valida a caso</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="54"/>
        <source>completes a clean book of {rank}s</source>
        <translation>completa una canasta pulita di {rank}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="55"/>
        <source>completes a dirty book of {rank}s</source>
        <translation>completa una canasta sporca di {rank}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="56"/>
        <source>completes a wild book</source>
        <translation>completa una canasta di matte</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="57"/>
        <source>builds the wild meld toward a wild book</source>
        <translation>allunga la combinazione di matte verso una canasta di matte</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="58"/>
        <source>plays into the foot</source>
        <translation>svuota la mano e passa al piede</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="59"/>
        <source>discards {card} and picks up the foot</source>
        <translation>scarta {card} e prende il piede</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="60"/>
        <source>the opponents are close to going out</source>
        <translation>gli avversari stanno per chiudere</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="62"/>
        <source>captures {count} cards with the {card}</source>
        <translation>prende {count} carte con {card}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="63"/>
        <source>takes the build of {value}s with the {card}</source>
        <translation>prende la costruzione da {value} con {card}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="64"/>
        <source>captures {count} cards with the {card} (big casino)</source>
        <translation>prende {count} carte con {card} (grande cassino)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="67"/>
        <source>captures {count} cards with the {card} (little casino)</source>
        <translation>prende {count} carte con {card} (piccolo cassino)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="70"/>
        <source>captures {count} cards with the {card} (an ace)</source>
        <translation>prende {count} carte con {card} (un asso)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="71"/>
        <source>sweeps the table with the {card}</source>
        <translation>fa scopa con {card}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="72"/>
        <source>builds {value}s</source>
        <translation>fa una costruzione da {value}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="73"/>
        <source>raises the build to {value}</source>
        <translation>alza la costruzione a {value}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="74"/>
        <source>adds the {card} to the build of {value}s</source>
        <translation>aggiunge {card} alla costruzione da {value}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="75"/>
        <source>trails the {card}</source>
        <translation>lascia {card} in tavola</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/decision.py" line="76"/>
        <source>deals the next round</source>
        <translation>dà le carte per il prossimo giro</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="12"/>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="13"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="14"/>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="15"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="16"/>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="30"/>
        <source>beats random play: {pct}% of deals, {margin:+d} a deal</source>
        <extracomment>What each level is measured against (the level below it), shown beside the level in the New game dialog with the figures of ``LEVEL_STRENGTH``.</extracomment>
        <translation>batte il gioco casuale: {pct}% delle smazzate, {margin:+d} a smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="31"/>
        <source>beats Easy: {pct}% of deals, {margin:+d} a deal</source>
        <translation>batte Facile: {pct}% delle smazzate, {margin:+d} a smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="32"/>
        <source>beats Medium: {pct}% of deals, {margin:+d} a deal</source>
        <translation>batte Medio: {pct}% delle smazzate, {margin:+d} a smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="33"/>
        <source>beats Hard: {pct}% of deals, {margin:+d} a deal</source>
        <translation>batte Difficile: {pct}% delle smazzate, {margin:+d} a smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="38"/>
        <source>beats random play: {pct}% of deals, one against two (33% is even), {margin:+d} a deal</source>
        <extracomment>Three players: one seat of the level against two of the level below, so winning a third of the deals is even; without saying so, &quot;37% of deals&quot; reads as a loss.</extracomment>
        <translation>batte il gioco casuale: {pct}% delle smazzate, uno contro due (33% è la parità), {margin:+d} a smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="42"/>
        <source>beats Easy: {pct}% of deals, one against two (33% is even), {margin:+d} a deal</source>
        <translation>batte Facile: {pct}% delle smazzate, uno contro due (33% è la parità), {margin:+d} a smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="45"/>
        <source>beats Medium: {pct}% of deals, one against two (33% is even), {margin:+d} a deal</source>
        <translation>batte Medio: {pct}% delle smazzate, uno contro due (33% è la parità), {margin:+d} a smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="48"/>
        <source>beats Hard: {pct}% of deals, one against two (33% is even), {margin:+d} a deal</source>
        <translation>batte Difficile: {pct}% delle smazzate, uno contro due (33% è la parità), {margin:+d} a smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="54"/>
        <source>no measurable edge over Medium at this table</source>
        <extracomment>Shown instead where the margin&apos;s 95% interval reaches zero at that table.</extracomment>
        <translation>nessun vantaggio misurabile su Medio a questo tavolo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/ai/levels.py" line="55"/>
        <source>no measurable edge over Hard at this table</source>
        <translation>nessun vantaggio misurabile su Difficile a questo tavolo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="24"/>
        <source>beats random play: {pct}% of games, {margin:+d} points a game</source>
        <extracomment>Two players, whole games: &quot;beats X: win % of games, margin in game points a game&quot;.</extracomment>
        <translation>batte il gioco casuale: {pct}% delle partite, {margin:+d} punti a partita</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="27"/>
        <source>beats Easy: {pct}% of games, {margin:+d} points a game</source>
        <translation>batte Facile: {pct}% delle partite, {margin:+d} punti a partita</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="28"/>
        <source>beats Medium: {pct}% of games, {margin:+d} points a game</source>
        <translation>batte Medio: {pct}% delle partite, {margin:+d} punti a partita</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="29"/>
        <source>beats Hard: {pct}% of games, {margin:+d} points a game</source>
        <translation>batte Difficile: {pct}% delle partite, {margin:+d} punti a partita</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="34"/>
        <source>beats random play: {pct}% of rounds, one against two (33% is even)</source>
        <extracomment>Three players, single rounds: one seat of the level against two of the level below, so winning a third of the rounds is even (docs/ai-cassino.md says so beside its table).</extracomment>
        <translation>batte il gioco casuale: {pct}% dei giri, uno contro due (33% è la parità)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="37"/>
        <source>beats Easy: {pct}% of rounds, one against two (33% is even)</source>
        <translation>batte Facile: {pct}% dei giri, uno contro due (33% è la parità)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="40"/>
        <source>beats Medium: {pct}% of rounds, one against two (33% is even)</source>
        <translation>batte Medio: {pct}% dei giri, uno contro due (33% è la parità)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="43"/>
        <source>beats Hard: {pct}% of rounds, one against two (33% is even)</source>
        <translation>batte Difficile: {pct}% dei giri, uno contro due (33% è la parità)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="50"/>
        <source>beats random play: {pct}% of rounds</source>
        <extracomment>Four players in two partnerships, single rounds: a partnership of the level against one of the level below.</extracomment>
        <translation>batte il gioco casuale: {pct}% dei giri</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="51"/>
        <source>beats Easy: {pct}% of rounds</source>
        <translation>batte Facile: {pct}% dei giri</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="52"/>
        <source>beats Medium: {pct}% of rounds</source>
        <translation>batte Medio: {pct}% dei giri</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="53"/>
        <source>beats Hard: {pct}% of rounds</source>
        <translation>batte Difficile: {pct}% dei giri</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/strength.py" line="56"/>
        <source>strength not measured at this table</source>
        <extracomment>Four players each for themselves (OPT-CAS-4P = INDIVIDUAL) were never measured.</extracomment>
        <translation>forza non misurata a questo tavolo</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="14"/>
        <source>Cassino is played by 2, 3 or 4 players, not {players}.</source>
        <translation>A Cassino si gioca in 2, 3 o 4, non in {players}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="17"/>
        <source>The {card} is listed twice.</source>
        <translation>La carta {card} è indicata due volte.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="18"/>
        <source>The {card} is not a loose card on the table.</source>
        <translation>La carta {card} non è una carta libera in tavola.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="19"/>
        <source>The {card} is locked in a build: it can never be taken or used on its own.</source>
        <translation>La carta {card} è chiusa in una costruzione: non si può mai prendere né usare da sola.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="22"/>
        <source>There is no build of {value} on the table.</source>
        <translation>In tavola non c&apos;è nessuna costruzione da {value}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="23"/>
        <source>A capture must take at least one card or build.</source>
        <translation>Una presa deve prendere almeno una carta o una costruzione.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="26"/>
        <source>A {rank} captures only loose {rank}s.</source>
        <translation>Un {rank} prende solo {rank} liberi.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="27"/>
        <source>A {rank} takes every loose {rank} on the table, never fewer.</source>
        <translation>Un {rank} prende tutti i {rank} liberi in tavola, mai di meno.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="30"/>
        <source>A {rank} takes only one loose {rank} under these rules.</source>
        <translation>Con queste regole un {rank} prende un solo {rank} libero.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="33"/>
        <source>Face cards have no number: they never take part in sums or builds.</source>
        <translation>Le figure non hanno un numero: non entrano mai in somme o costruzioni.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="36"/>
        <source>A build of {value} can be captured only with a card worth {value}.</source>
        <translation>Una costruzione da {value} si può prendere solo con una carta che vale {value}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="39"/>
        <source>A build is captured on its own: not together with loose cards or another build.</source>
        <translation>Una costruzione si prende da sola: non insieme a carte libere o a un&apos;altra costruzione.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="43"/>
        <source>These cards cannot be split into groups worth {value} each.</source>
        <translation>Queste carte non si possono dividere in gruppi che valgono {value} ciascuno.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="46"/>
        <source>A build is made by playing a card onto a loose card on the table.</source>
        <translation>Una costruzione si fa giocando una carta su una carta libera in tavola.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="49"/>
        <source>Under these rules a build takes exactly one loose card, the one you build on.</source>
        <translation>Con queste regole una costruzione comprende esattamente una carta libera, quella su cui costruisci.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="52"/>
        <source>These cards do not make a build of {value}.</source>
        <translation>Queste carte non formano una costruzione da {value}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="53"/>
        <source>A build is worth at most 10.</source>
        <translation>Una costruzione vale al massimo 10.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="54"/>
        <source>Face cards can never be part of a build.</source>
        <translation>Le figure non possono mai far parte di una costruzione.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="55"/>
        <source>Two cards of the same rank make a build of that rank, never of their sum, under these rules.</source>
        <translation>Con queste regole due carte dello stesso valore formano una costruzione di quel valore, mai della loro somma.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="60"/>
        <source>There is already a build of {value} on the table: a second one is not allowed.</source>
        <translation>In tavola c&apos;è già una costruzione da {value}: non se ne può fare una seconda.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="63"/>
        <source>To build {value} you must keep a card worth {value} in your hand to capture it.</source>
        <translation>Per costruire {value} devi tenere in mano una carta che vale {value} per prenderla.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="66"/>
        <source>Builds cannot be increased under these rules.</source>
        <translation>Con queste regole le costruzioni non si possono alzare.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="69"/>
        <source>The build of {value} is a multiple build: its value can never change.</source>
        <translation>La costruzione da {value} è multipla: il suo valore non può più cambiare.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="72"/>
        <source>You own the build of {value}: you must keep a card worth {value} until it is captured.</source>
        <translation>La costruzione da {value} è tua: devi tenere una carta che vale {value} finché non viene presa.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="76"/>
        <source>You own a build: capture, build or add to a build instead of trailing.</source>
        <translation>Hai una costruzione: prendi, costruisci o aggiungi a una costruzione invece di lasciare una carta in tavola.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="79"/>
        <source>You may trail only when no capture or build is possible.</source>
        <translation>Puoi lasciare una carta in tavola solo se non è possibile nessuna presa né costruzione.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="82"/>
        <source>The {card} can capture, so it may not be trailed under these rules.</source>
        <translation>La carta {card} può prendere, quindi con queste regole non può essere lasciata in tavola.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="88"/>
        <source>{where} is not a valid build: {reason}</source>
        <translation>{where} non è una costruzione valida: {reason}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="89"/>
        <source>There are two builds of {value} on the table.</source>
        <translation>In tavola ci sono due costruzioni da {value}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="92"/>
        <source>Player {player} owns the build of {value} but holds no card worth {value}.</source>
        <translation>Il giocatore {player} possiede la costruzione da {value} ma non ha in mano carte che valgono {value}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="95"/>
        <source>The position does not fit the phase {phase}: {details}.</source>
        <translation>La posizione non corrisponde alla fase {phase}: {details}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/messages.py" line="98"/>
        <source>state.stock holds {got} cards, but each deal of a round gives {unit} ({players} players, 4 cards each): the stock must hold a multiple of {unit}.</source>
        <translation>state.stock contiene {got} carte, ma in ogni mano di un giro se ne danno {unit} ({players} giocatori, 4 carte ciascuno): il tallone deve contenere un multiplo di {unit}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="61"/>
        <source>That is not possible now: {expected}.</source>
        <translation>Ora non è possibile: {expected}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="62"/>
        <source>Draw first: your turn starts with the stock or the discard pile.</source>
        <translation>Prima devi pescare: il turno inizia dal tallone o dal pozzo.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="65"/>
        <source>It is not this player&apos;s turn.</source>
        <translation>Non è il turno di questo giocatore.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="66"/>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="67"/>
        <source>Unknown action.</source>
        <translation>Azione sconosciuta.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="68"/>
        <source>The card {card} is not in the hand.</source>
        <translation>La carta {card} non è in mano.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="69"/>
        <source>The stock is empty.</source>
        <translation>Il tallone è vuoto.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="70"/>
        <source>The discard pile is empty.</source>
        <translation>Il pozzo è vuoto.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="71"/>
        <source>The pile is blocked: its top card {card} cannot be taken.</source>
        <translation>Il pozzo è bloccato: la carta in cima, {card}, non si può prendere.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="74"/>
        <source>With one card in hand you cannot take a pile of one card.</source>
        <translation>Con una sola carta in mano non puoi prendere un pozzo di una sola carta.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="77"/>
        <source>Your side must meld before it may take the discard pile.</source>
        <translation>La tua squadra deve aver aperto prima di poter prendere il pozzo.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="80"/>
        <source>The pile is frozen: you need two natural {rank}s from your hand.</source>
        <translation>Il pozzo è congelato: servono due {rank} naturali dalla tua mano.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="83"/>
        <source>To take the pile, meld its top card with two natural {rank}s, or with one natural and one wild card, or lay it off on your meld of {rank}s.</source>
        <translation>Per prendere il pozzo, cala la carta in cima con due {rank} naturali, o con un naturale e una matta, oppure attaccala alla tua combinazione di {rank}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="88"/>
        <source>Your side has no meld of {rank}s to lay the top card on.</source>
        <translation>La tua squadra non ha una combinazione di {rank} a cui attaccare la carta in cima.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="91"/>
        <source>The stock is empty and the top card fits your meld: you must take the pile.</source>
        <translation>Il tallone è vuoto e la carta in cima si attacca a una tua combinazione: devi prendere il pozzo.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="94"/>
        <source>A meld needs at least three cards.</source>
        <translation>Una combinazione richiede almeno tre carte.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="95"/>
        <source>A meld holds natural cards of one rank only.</source>
        <translation>Una combinazione contiene carte naturali di un solo valore.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="96"/>
        <source>Wild cards alone never form a meld.</source>
        <translation>Le matte da sole non formano mai una combinazione.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="97"/>
        <source>A meld needs at least two natural cards.</source>
        <translation>Una combinazione richiede almeno due carte naturali.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="98"/>
        <source>Too many wild cards: a meld may hold at most {limit}.</source>
        <translation>Troppe matte: una combinazione può contenerne al massimo {limit}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="101"/>
        <source>Wild cards may not outnumber the natural cards in a meld.</source>
        <translation>In una combinazione le matte non possono essere più delle carte naturali.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="104"/>
        <source>A meld needs at least two natural cards for each wild card.</source>
        <translation>Una combinazione richiede almeno due carte naturali per ogni matta.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="107"/>
        <source>Red threes are never melded.</source>
        <translation>I tre rossi non si calano mai.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="108"/>
        <source>Threes cannot be melded here.</source>
        <translation>Qui i tre non si possono calare.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="109"/>
        <source>Black threes may be melded only when you go out.</source>
        <translation>I tre neri si possono calare solo quando chiudi.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="112"/>
        <source>A meld of black threes may not contain wild cards.</source>
        <translation>Una combinazione di tre neri non può contenere matte.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="115"/>
        <source>Your side already has a meld of {rank}s: lay the cards off on it.</source>
        <translation>La tua squadra ha già una combinazione di {rank}: attacca lì le carte.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="118"/>
        <source>Two new melds of {rank}s: put them together in one meld.</source>
        <translation>Due nuove combinazioni di {rank}: riuniscile in una sola.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="121"/>
        <source>Your side has no meld of {rank}s.</source>
        <translation>La tua squadra non ha una combinazione di {rank}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="122"/>
        <source>Only {rank}s and wild cards can be added to that meld.</source>
        <translation>A quella combinazione si possono attaccare solo {rank} e matte.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="125"/>
        <source>Black threes can never be laid off.</source>
        <translation>I tre neri non si possono mai attaccare.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="126"/>
        <source>Wild cards may not be added to a natural canasta under these rules.</source>
        <translation>Con queste regole non si possono attaccare matte a una canasta pulita.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="129"/>
        <source>Your side has not opened: nothing can be laid off yet.</source>
        <translation>La tua squadra non ha aperto: per ora non si può attaccare nulla.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="132"/>
        <source>At this table a canasta holds at most {limit} cards: it is full.</source>
        <translation>A questo tavolo una canasta contiene al massimo {limit} carte: questa è completa.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="135"/>
        <source>You may not go out yet: too few melds on the table (your side has {have}, going out needs {needed}).</source>
        <translation>Non puoi ancora chiudere: troppo poche combinazioni in tavola (la tua squadra ne ha {have}, per chiudere ne servono {needed}).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="141"/>
        <source>A meld may hold at most {limit} cards.</source>
        <translation>Una combinazione può contenere al massimo {limit} carte.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="142"/>
        <source>That meld is a complete book: no card can be added to it.</source>
        <translation>Quella combinazione è una canasta completa: non vi si possono attaccare altre carte.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="145"/>
        <source>A wild meld holds wild cards only: no natural card can join it.</source>
        <translation>Una combinazione di matte contiene solo matte: nessuna carta naturale può entrarvi.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="148"/>
        <source>To take the pile you need two natural {rank}s from your hand.</source>
        <translation>Per prendere il pozzo servono due {rank} naturali dalla tua mano.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="151"/>
        <source>To take a wild top card you need two wild cards from your hand.</source>
        <translation>Per prendere una matta in cima al pozzo servono due matte dalla tua mano.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="154"/>
        <source>Nothing to meld.</source>
        <translation>Niente da calare.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="155"/>
        <source>The first meld must count at least {minimum}; this one counts {count}.</source>
        <translation>L&apos;apertura deve valere almeno {minimum}; questa vale {count}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="158"/>
        <source>You may not go out yet: too few canastas (your side has {have}, going out needs {needed}).</source>
        <translation>Non puoi ancora chiudere: troppo poche canaste (la tua squadra ne ha {have}, per chiudere ne servono {needed}).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="164"/>
        <source>That would leave one card, which you could only discard to go out, and your side has too few canastas to go out ({have}, going out needs {needed}): keep at least two cards.</source>
        <translation>Così ti resterebbe una sola carta, che potresti solo scartare per chiudere, ma la tua squadra ha troppo poche canaste per chiudere (ne ha {have}, ne servono {needed}): tieni almeno due carte.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="169"/>
        <source>That would leave one card, which you could only discard to go out, and your side has too few melds on the table to go out ({have}, going out needs {needed}): keep at least two cards.</source>
        <translation>Così ti resterebbe una sola carta, che potresti solo scartare per chiudere, ma la tua squadra ha troppo poche combinazioni in tavola per chiudere (ne ha {have}, ne servono {needed}): tieni almeno due carte.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="175"/>
        <source>That would leave one card, which you could only discard to go out, and your partner said no to going out this turn: keep at least two cards.</source>
        <translation>Così ti resterebbe una sola carta, che potresti solo scartare per chiudere, ma il compagno ha detto no alla chiusura in questo turno: tieni almeno due carte.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="180"/>
        <source>Your partner said no: you may not go out this turn.</source>
        <translation>Il compagno ha detto no: in questo turno non puoi chiudere.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="183"/>
        <source>Your partner said yes: you must go out this turn, and this would prevent it.</source>
        <translation>Il compagno ha detto sì: devi chiudere in questo turno, e questa mossa lo impedirebbe.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="186"/>
        <source>Asking permission is only for partnership games.</source>
        <translation>Chiedere il permesso vale solo nelle partite a squadre.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="189"/>
        <source>Ask your partner before you meld anything else this turn.</source>
        <translation>Chiedi al compagno prima di calare altro in questo turno.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="192"/>
        <source>You have already asked your partner.</source>
        <translation>Hai già chiesto al compagno.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="193"/>
        <source>You can only ask when you are able to go out.</source>
        <translation>Puoi chiedere solo quando sei in grado di chiudere.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="194"/>
        <source>You are already bound to go out this turn: there is nothing to ask.</source>
        <translation>Sei già obbligato a chiudere in questo turno: non c&apos;è niente da chiedere.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="197"/>
        <source>With one card left you go out by discarding it: there is nothing to ask.</source>
        <translation>Con una sola carta rimasta chiudi scartandola: non c&apos;è niente da chiedere.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="200"/>
        <source>Seat {seat} is not your partner.</source>
        <translation>Il posto {seat} non è il tuo compagno.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="201"/>
        <source>Red threes are never discarded.</source>
        <translation>I tre rossi non si scartano mai.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="202"/>
        <source>The stock ran out on a red three: meld if you like, then end the deal.</source>
        <translation>Il tallone è finito con un tre rosso: cala se vuoi, poi termina la smazzata.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="205"/>
        <source>The deal cannot end here: you must take the pile.</source>
        <translation>La smazzata non può finire qui: devi prendere il pozzo.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="208"/>
        <source>{players} players with {decks} decks is not a Canasta configuration.</source>
        <translation>{players} giocatori con {decks} mazzi non è una configurazione di Canasta.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="211"/>
        <location filename="../canasta_gui/engine/save_checks.py" line="74"/>
        <source>Unknown option or value: {option}={value}.</source>
        <translation>Opzione o valore sconosciuto: {option}={value}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/errors.py" line="212"/>
        <source>Unknown rule preset: {name}.</source>
        <translation>Variante di regole sconosciuta: {name}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="15"/>
        <source>Hand and Foot is played by 4 players with 5 decks, not {players} with {decks}.</source>
        <translation>Hand and Foot si gioca in 4 con 5 mazzi, non in {players} con {decks}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="18"/>
        <source>To go out your side needs 2 clean, 2 dirty and 1 wild book; it would have {clean} clean, {dirty} dirty and {wild} wild.</source>
        <translation>Per chiudere la tua squadra deve avere 2 canaste pulite, 2 sporche e 1 di matte; ne avrebbe {clean} pulite, {dirty} sporche e {wild} di matte.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="23"/>
        <source>You may not go out before your partner has played from their foot.</source>
        <translation>Non puoi chiudere prima che il compagno abbia giocato dal suo piede.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="26"/>
        <source>Ask your partner first: you may go out only after a yes this turn.</source>
        <translation>Prima chiedi al compagno: puoi chiudere solo dopo un sì in questo turno.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="29"/>
        <source>Under these rules you go out by melding your last card, not by discarding it.</source>
        <translation>Con queste regole si chiude calando l&apos;ultima carta, non scartandola.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="34"/>
        <source>That would leave one card, which you could only discard to go out, and going out needs 2 clean, 2 dirty and 1 wild book; your side would have {clean} clean, {dirty} dirty and {wild} wild. Keep at least two cards.</source>
        <translation>Così ti resterebbe una sola carta, che potresti solo scartare per chiudere, ma per chiudere servono 2 canaste pulite, 2 sporche e 1 di matte; la tua squadra ne avrebbe {clean} pulite, {dirty} sporche e {wild} di matte. Tieni almeno due carte.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="40"/>
        <source>That would leave one card, which you could only discard to go out, and you may not go out before your partner has played from their foot: keep at least two cards.</source>
        <translation>Così ti resterebbe una sola carta, che potresti solo scartare per chiudere, ma non puoi chiudere prima che il compagno abbia giocato dal suo piede: tieni almeno due carte.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="45"/>
        <source>That would leave one card, which you could only discard to go out, and you may go out only after your partner&apos;s yes this turn: ask first, or keep at least two cards.</source>
        <translation>Così ti resterebbe una sola carta, che potresti solo scartare per chiudere, ma puoi chiudere solo dopo un sì del compagno in questo turno: prima chiediglielo, oppure tieni almeno due carte.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="50"/>
        <source>That would leave one card, but under these rules the last card cannot be discarded: go out by melding every card, or keep at least two.</source>
        <translation>Così ti resterebbe una sola carta, ma con queste regole l&apos;ultima carta non si può scartare: chiudi calando tutte le carte, oppure tienine almeno due.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="55"/>
        <source>Your turn ends with a discard.</source>
        <translation>Il tuo turno termina con uno scarto.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="56"/>
        <source>You can only ask when you are able to go out from your foot this turn.</source>
        <translation>Puoi chiedere solo quando sei in grado di chiudere dal piede in questo turno.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="59"/>
        <source>Ask your partner after you have drawn or taken the pile.</source>
        <translation>Chiedi al compagno dopo aver pescato o preso il pozzo.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/messages.py" line="65"/>
        <source>{where} does not fit a Hand and Foot game: {detail}.</source>
        <translation>{where} non è compatibile con una partita di Hand and Foot: {detail}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="34"/>
        <source>The file {path} cannot be read: {detail}.</source>
        <extracomment>Scores and every part of a deal score stay within plus or minus this.</extracomment>
        <translation>Impossibile leggere il file {path}: {detail}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="35"/>
        <source>{path} is not an ordinary file: a folder, a pipe or a device cannot be a save.</source>
        <translation>{path} non è un file normale: una cartella, una pipe o un dispositivo non possono essere un salvataggio.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="38"/>
        <source>The file is too large: {size} bytes, at most {limit} are allowed.</source>
        <translation>Il file è troppo grande: {size} byte, ne sono ammessi al massimo {limit}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="41"/>
        <source>The file is not UTF-8 text (bad byte at position {position}).</source>
        <translation>Il file non è testo UTF-8 (byte non valido in posizione {position}).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="44"/>
        <source>The file is not valid JSON: {detail}.</source>
        <translation>Il file non è JSON valido: {detail}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="45"/>
        <source>The file nests lists and objects more than {limit} levels deep.</source>
        <translation>Il file annida liste e oggetti per più di {limit} livelli.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="48"/>
        <source>An object in the file has the key {key} twice.</source>
        <translation>Un oggetto nel file ha la chiave {key} due volte.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="51"/>
        <source>A save must be a JSON object, but this file holds {got}.</source>
        <translation>Un salvataggio deve essere un oggetto JSON, ma questo file contiene {got}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="54"/>
        <source>This is not a canasta_gui save: its format is {found}.</source>
        <translation>Questo non è un salvataggio di canasta_gui: il suo formato è {found}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="57"/>
        <source>Save schema {found} is not supported; this version reads schema {supported}.</source>
        <translation>Lo schema di salvataggio {found} non è supportato; questa versione legge lo schema {supported}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="60"/>
        <source>This save is for the game {found}, which this version cannot play.</source>
        <translation>Questo salvataggio è per il gioco {found}, che questa versione non sa giocare.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="63"/>
        <source>{where} is missing.</source>
        <translation>Manca {where}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="64"/>
        <source>Unknown field {key} in {where}.</source>
        <translation>Campo sconosciuto {key} in {where}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="65"/>
        <source>{where} must be {expected}, not {got}.</source>
        <translation>{where} deve essere {expected}, non {got}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="66"/>
        <source>{where} is {value}, outside the allowed range {low} to {high}.</source>
        <translation>{where} vale {value}, fuori dall&apos;intervallo ammesso da {low} a {high}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="69"/>
        <source>{where} has an unknown value: {value}.</source>
        <translation>{where} ha un valore sconosciuto: {value}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="70"/>
        <source>{where} must have {expected} entries, not {got}.</source>
        <translation>{where} deve avere {expected} elementi, non {got}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="71"/>
        <source>{where} has {got} entries; at most {limit} are allowed.</source>
        <translation>{where} ha {got} elementi; ne sono ammessi al massimo {limit}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="75"/>
        <source>Invalid game configuration: {detail}</source>
        <translation>Configurazione di gioco non valida: {detail}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="76"/>
        <source>{where} is not a card code: {card}.</source>
        <translation>{where} non è un codice di carta: {card}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="77"/>
        <source>The cards are not exactly {decks} decks ({total} cards): {details}.</source>
        <translation>Le carte non formano esattamente {decks} mazzi ({total} carte): {details}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="80"/>
        <source>state.stock_top names the top of the stock, so state.stock must be &quot;rest&quot;, not {stock}.</source>
        <translation>state.stock_top indica la cima del tallone, quindi state.stock deve essere &quot;rest&quot;, non {stock}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="84"/>
        <source>{where} says seat {got} made this move, but {expected} was to act.</source>
        <translation>{where} indica che questa mossa è del posto {got}, ma toccava al posto {expected}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="87"/>
        <source>{where} holds a red three ({card}), which is never kept in a hand.</source>
        <translation>{where} contiene un tre rosso ({card}), che non si tiene mai in mano.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="90"/>
        <source>{where} holds {card}, which is not a red three.</source>
        <translation>{where} contiene {card}, che non è un tre rosso.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="91"/>
        <source>{where} gives the hand&apos;s number of cards as {got}, but the hand has {count}.</source>
        <translation>{where} indica {got} come numero di carte della mano, ma la mano ne contiene {count}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="103"/>
        <source>{where} is {got}, but the number of the side&apos;s melds is {count}.</source>
        <translation>{where} vale {got}, ma il numero di combinazioni della squadra è {count}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="115"/>
        <source>The score sheet&apos;s number of deals is {got}, but a position of deal {deal} in phase {phase} needs {expected}, one per finished deal.</source>
        <translation>Il numero di smazzate nel segnapunti è {got}, ma una posizione della smazzata {deal} nella fase {phase} ne richiede {expected}, una per ogni smazzata conclusa.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="94"/>
        <source>{where} lists cards that the hand does not hold: {cards}.</source>
        <translation>{where} elenca carte che la mano non contiene: {cards}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="97"/>
        <source>Player {player} has no cards, but the deal is still being played.</source>
        <translation>Il giocatore {player} non ha carte, ma la smazzata è ancora in corso.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="100"/>
        <source>{where} is not a valid meld: {reason}</source>
        <translation>{where} non è una combinazione valida: {reason}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="101"/>
        <source>{where} is a meld of {rank}s but holds {card}.</source>
        <translation>{where} è una combinazione di {rank} ma contiene {card}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="102"/>
        <source>{where} has two melds of {rank}s.</source>
        <translation>{where} ha due combinazioni di {rank}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="106"/>
        <source>state.freeze_index is {got}, but the pile says {expected}.</source>
        <translation>state.freeze_index vale {got}, ma il pozzo indica {expected}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="109"/>
        <source>The partner&apos;s answer does not fit the rest of the turn: {details}.</source>
        <translation>La risposta del compagno non è coerente con il resto del turno: {details}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="112"/>
        <source>The end of the game does not fit the scores: {details}.</source>
        <translation>La fine della partita non è coerente con i punteggi: {details}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="120"/>
        <source>The score sheet has no row for deal {deal}, although the deal is over ({phase}).</source>
        <translation>Il segnapunti non ha una riga per la smazzata {deal}, anche se la smazzata è conclusa ({phase}).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="123"/>
        <source>{where} is {got}, but the rest of the position says {expected}.</source>
        <translation>{where} vale {got}, ma il resto della posizione indica {expected}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="126"/>
        <source>A question is pending, but player {asker} is not a partner of player {player}.</source>
        <translation>C&apos;è una domanda in sospeso, ma il giocatore {asker} non è compagno del giocatore {player}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="129"/>
        <source>Player {player} asks to go out but is not able to go out.</source>
        <translation>Il giocatore {player} chiede di chiudere ma non è in grado di farlo.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="132"/>
        <source>In the draw phase a turn has just begun, but {field} is {value}.</source>
        <translation>Nella fase di pesca il turno è appena iniziato, ma {field} vale {value}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="135"/>
        <source>Player {player} must go out this turn but cannot: no move would be legal.</source>
        <translation>Il giocatore {player} deve chiudere in questo turno ma non può: nessuna mossa sarebbe valida.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="138"/>
        <source>Player {player} has no legal move in this position (phase {phase}).</source>
        <translation>Il giocatore {player} non ha mosse valide in questa posizione (fase {phase}).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="141"/>
        <source>{where} cannot be read: {detail}.</source>
        <translation>Impossibile leggere {where}: {detail}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="142"/>
        <source>{where} ({move}) is illegal: {detail}</source>
        <translation>{where} ({move}) non è consentita: {detail}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="143"/>
        <source>Replaying the moves does not give the saved position (it differs in {field}).</source>
        <translation>Rigiocando le mosse non si ottiene la posizione salvata (differisce in {field}).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="176"/>
        <source>a huge number</source>
        <translation>un numero enorme</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="193"/>
        <source>true/false</source>
        <translation>un valore vero/falso</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="195"/>
        <location filename="../canasta_gui/engine/save_checks.py" line="258"/>
        <source>a whole number</source>
        <translation>un numero intero</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="197"/>
        <source>a decimal number</source>
        <translation>un numero decimale</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="199"/>
        <location filename="../canasta_gui/engine/save_checks.py" line="282"/>
        <source>text</source>
        <translation>un testo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="201"/>
        <location filename="../canasta_gui/engine/save_checks.py" line="299"/>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="204"/>
        <source>something else</source>
        <translation>qualcos&apos;altro</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="271"/>
        <source>true or false</source>
        <translation>vero o falso</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/save.py" line="312"/>
        <source>the target or the deal limit is reached</source>
        <translation>è stato raggiunto l&apos;obiettivo o il limite di smazzate</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/save.py" line="319"/>
        <source>no side reached the target</source>
        <translation>nessuna squadra ha raggiunto l&apos;obiettivo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/save.py" line="337"/>
        <source>an answer without a question this turn</source>
        <translation>una risposta senza una domanda in questo turno</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/save.py" line="342"/>
        <source>a yes binds the asker to go out</source>
        <translation>un sì obbliga chi ha chiesto a chiudere</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/melding.py" line="50"/>
        <location filename="../canasta_gui/engine/hand_and_foot/melding.py" line="94"/>
        <source>meld in your meld phase</source>
        <translation>si cala durante la propria fase di calata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/rummy/turn_checks.py" line="43"/>
        <source>take the pile at the start of your turn</source>
        <translation>il pozzo si prende all&apos;inizio del proprio turno</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/rules.py" line="50"/>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="50"/>
        <source>draw at the start of your turn</source>
        <translation>si pesca all&apos;inizio del proprio turno</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/rules.py" line="81"/>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="100"/>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="166"/>
        <source>discard at the end of your turn</source>
        <translation>si scarta alla fine del proprio turno</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/rules.py" line="118"/>
        <source>ask in your meld phase</source>
        <translation>si chiede al compagno durante la fase di calata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/rules.py" line="151"/>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="209"/>
        <source>answer your partner</source>
        <translation>rispondi al tuo compagno</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/rules.py" line="161"/>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="220"/>
        <source>decide on the pile</source>
        <translation>decidi se prendere il pozzo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/rules.py" line="163"/>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="222"/>
        <source>draw from the stock</source>
        <translation>pesca dal tallone</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/rules.py" line="172"/>
        <source>end the turn</source>
        <translation>termina il turno</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/rules.py" line="179"/>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="229"/>
        <source>start the next deal</source>
        <translation>dai le carte per la prossima smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/rules.py" line="33"/>
        <source>start the next round</source>
        <translation>inizia il prossimo giro</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/rules.py" line="380"/>
        <source>play a card</source>
        <translation>gioca una carta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="179"/>
        <location filename="../canasta_gui/engine/hand_and_foot/rules.py" line="185"/>
        <source>ask during your turn</source>
        <translation>si chiede al compagno durante il proprio turno</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/save_checks.py" line="203"/>
        <location filename="../canasta_gui/engine/save_checks.py" line="218"/>
        <location filename="../canasta_gui/engine/save_checks.py" line="238"/>
        <source>an object</source>
        <translation>un oggetto JSON</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/save.py" line="153"/>
        <location filename="../canasta_gui/engine/cassino/save.py" line="224"/>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="210"/>
        <source>a side listed twice</source>
        <translation>una squadra indicata due volte</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/save.py" line="285"/>
        <source>cards not in the captor&apos;s pile</source>
        <translation>carte che non sono nel mazzetto delle prese di chi ha preso</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/save.py" line="346"/>
        <source>the game has winners</source>
        <translation>la partita ha dei vincitori</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/cassino/save.py" line="363"/>
        <source>cards are still in play</source>
        <translation>ci sono ancora carte in gioco</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="192"/>
        <source>a red 3 in the pile</source>
        <translation>un tre rosso nel pozzo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="240"/>
        <source>the foot is down</source>
        <translation>il piede è ancora coperto</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="384"/>
        <source>a game is over after its last deal</source>
        <translation>una partita finisce dopo la sua ultima smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="403"/>
        <source>the winners do not fit the scores</source>
        <translation>i vincitori non corrispondono ai punteggi</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="410"/>
        <source>the game is over after its last deal</source>
        <translation>dopo l&apos;ultima smazzata la partita è finita</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/canasta/save.py" line="332"/>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="427"/>
        <source>only the asker, on turn, holds an answer</source>
        <translation>solo chi ha chiesto, nel suo turno, può avere una risposta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="432"/>
        <source>only an OPTIONAL yes obliges the player</source>
        <translation>solo un sì con la regola OPTIONAL obbliga il giocatore</translation>
    </message>
    <message>
        <location filename="../canasta_gui/engine/hand_and_foot/save.py" line="438"/>
        <source>a move made before the draw</source>
        <translation>una mossa fatta prima di pescare</translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <location filename="../canasta_gui/app/i18n.py" line="105"/>
        <source>The translation file for “{language}” could not be loaded; using English.</source>
        <translation>Impossibile caricare il file di traduzione per “{language}”; uso l&apos;inglese.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/i18n.py" line="136"/>
        <source>The language “{code}” is not available; using English.</source>
        <translation>La lingua “{code}” non è disponibile; uso l&apos;inglese.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="18"/>
        <source>Deal limit</source>
        <extracomment>Short label of each option, as shown beside its control.</extracomment>
        <translation>Limite di smazzate</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="19"/>
        <source>Cards drawn from the stock</source>
        <translation>Carte pescate dal tallone</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="20"/>
        <source>Canastas needed to go out</source>
        <translation>Canaste per chiudere</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="21"/>
        <source>Melds needed to go out</source>
        <translation>Combinazioni per chiudere</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="22"/>
        <source>Wild cards in a meld</source>
        <translation>Matte in una combinazione</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="19"/>
        <source>Cards taken with the pile</source>
        <extracomment>Short label of each option, as shown beside its control.</extracomment>
        <translation>Carte prese con il pozzo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="23"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="20"/>
        <source>Upcard</source>
        <translation>Prima carta scoperta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="21"/>
        <source>Going out with a discard</source>
        <translation>Chiudere con uno scarto</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="22"/>
        <source>Red 3 left in a hand or foot</source>
        <translation>Tre rosso rimasto in mano o nel piede</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="24"/>
        <source>Deals in a game</source>
        <translation>Smazzate per partita</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="29"/>
        <source>How many cards a player picks up when taking the discard pile</source>
        <extracomment>One line saying what each option decides, in player words (docs/rules.md §4.3-§4.12).</extracomment>
        <translation>Quante carte raccoglie un giocatore quando prende il pozzo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="32"/>
        <source>Whether a card is turned up to start the discard pile after the deal</source>
        <translation>Se dopo la distribuzione si gira una carta per iniziare il pozzo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="35"/>
        <source>Whether a player may go out by discarding their last card, or must meld it</source>
        <translation>Se un giocatore può chiudere scartando l&apos;ultima carta o deve calarla</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="38"/>
        <source>What a red 3 never put down, in a hand or a foot never picked up, costs at the end</source>
        <translation>Quanto costa alla fine un tre rosso mai messo in tavola, rimasto in mano o in un piede mai preso</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="42"/>
        <source>Whether going out needs the partner&apos;s “yes”, or only no “no”</source>
        <translation>Se per chiudere serve il “sì” del compagno o basta che non dica “no”</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="45"/>
        <source>How many deals a game lasts; a shorter game plays the first deals, with their minimum counts</source>
        <translation>Quante smazzate dura una partita; una partita più breve gioca le prime smazzate, con i loro minimi</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="55"/>
        <source>The top 7 cards</source>
        <extracomment>Label of each value of each option (docs/rules.md §6; §7.14-§7.17 for the sources).</extracomment>
        <translation>Le prime 7 carte</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="56"/>
        <source>The whole pile</source>
        <translation>Tutto il pozzo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="59"/>
        <source>Turn one; a 3 or wild card goes back</source>
        <translation>Se ne gira una; un 3 o una matta torna nel tallone</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="60"/>
        <source>None: the first discard starts the pile</source>
        <translation>Nessuna: il primo scarto inizia il pozzo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="64"/>
        <source>Not allowed: meld the last cards</source>
        <translation>Non consentito: si calano le ultime carte</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="67"/>
        <source>Nothing</source>
        <translation>Niente</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="68"/>
        <source>100 points</source>
        <translation>100 punti</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="71"/>
        <source>A “yes” is needed; it does not oblige</source>
        <translation>Serve un “sì”, che non obbliga a chiudere</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="72"/>
        <source>Asking is optional; a “yes” obliges</source>
        <translation>Chiedere è facoltativo; il “sì” obbliga</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="75"/>
        <source>4 deals (the whole game)</source>
        <translation>4 smazzate (partita completa)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="76"/>
        <source>2 deals</source>
        <translation>2 smazzate</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="85"/>
        <source>Japanese rules</source>
        <extracomment>Names of the rule presets of ``PRESETS`` (the keys stay in saves). &quot;japanese&quot; follows the Japanese article the game&apos;s rules come from (S2), &quot;pagat&quot; the pagat.com page on Hand and Foot (P-HF), &quot;house&quot; the most common house rules (§6).</extracomment>
        <translation>Giapponese</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="88"/>
        <source>House rules</source>
        <translation>Regole della casa</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="93"/>
        <source>No upcard: the pile starts with the first discard; the top 7 cards of the pile, going out needs your partner&apos;s yes</source>
        <extracomment>One line per preset saying what sets it apart, shown under the preset&apos;s name.</extracomment>
        <translation>Nessuna carta scoperta: il pozzo inizia con il primo scarto; le prime 7 carte del pozzo, per chiudere serve il “sì” del compagno</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="98"/>
        <source>The top 7 cards of the pile, going out with a discard allowed, a red 3 left over costs nothing</source>
        <translation>Le prime 7 carte del pozzo, chiusura con scarto consentita, un tre rosso rimasto non costa nulla</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="103"/>
        <source>As the classic rules, but a red 3 never put down costs 100 at the end</source>
        <translation>Come le regole classiche, ma un tre rosso mai messo in tavola costa 100 alla fine</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="106"/>
        <source>Taking the pile takes the whole pile, and the last cards must be melded</source>
        <translation>Chi prende il pozzo lo prende tutto, e le ultime carte vanno calate</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="24"/>
        <source>Black 3 in the pile</source>
        <translation>Tre nero nel pozzo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="25"/>
        <source>Pile before the first meld</source>
        <translation>Pozzo prima dell&apos;apertura</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="26"/>
        <source>Frozen before melding</source>
        <translation>Pozzo congelato prima di calare</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="27"/>
        <source>First meld at a score of 0</source>
        <translation>Apertura con punteggio 0</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="28"/>
        <source>When the stock runs out</source>
        <translation>Quando il tallone finisce</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="29"/>
        <source>Red 3 as the last stock card</source>
        <translation>Tre rosso ultima carta del tallone</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="30"/>
        <source>Minimum when going out concealed</source>
        <translation>Minimo per chiudere in mano</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="31"/>
        <source>Concealed after taking the pile</source>
        <translation>Chiusura in mano dopo il pozzo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="32"/>
        <source>Concealed bonus</source>
        <translation>Premio per la chiusura in mano</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="33"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="23"/>
        <source>Asking “May I go out?”</source>
        <translation>Chiedere “Posso chiudere?”</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="34"/>
        <source>Wild card on a natural canasta</source>
        <translation>Matta su canasta pulita</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="37"/>
        <source>Largest canasta</source>
        <translation>Dimensione massima della canasta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="38"/>
        <source>All four red 3s</source>
        <translation>Tutti e quattro i tre rossi</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="39"/>
        <source>Red 3s with three decks</source>
        <translation>Tre rossi con tre mazzi</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="19"/>
        <source>Round limit</source>
        <extracomment>Short label of each option, as shown beside its control.</extracomment>
        <translation>Limite di giri</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="20"/>
        <source>Four players</source>
        <translation>In quattro</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="21"/>
        <source>Capturing with a face card</source>
        <translation>Presa con una figura</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="22"/>
        <source>A build with loose cards</source>
        <translation>Costruzione con carte libere</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="23"/>
        <source>A pair built as its total</source>
        <translation>Coppia costruita come somma</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="24"/>
        <source>Raising a build</source>
        <translation>Alzare una costruzione</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="25"/>
        <source>Trailing by a build&apos;s owner</source>
        <translation>Lasciare in tavola avendo una costruzione</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="26"/>
        <source>Gathering loose cards into a build</source>
        <translation>Unire carte libere a una costruzione</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="27"/>
        <source>Builds of face cards</source>
        <translation>Costruzioni di figure</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="28"/>
        <source>When you may trail</source>
        <translation>Quando si può lasciare in tavola</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="29"/>
        <source>Sweeps</source>
        <translation>Scope</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="40"/>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="30"/>
        <source>Target score</source>
        <translation>Punteggio obiettivo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="31"/>
        <source>Several sides reach the target</source>
        <translation>Più squadre raggiungono l&apos;obiettivo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="36"/>
        <source>The game ends after this many rounds, whatever the scores</source>
        <extracomment>One line saying what each option decides, in player words (docs/rules.md §5).</extracomment>
        <translation>La partita finisce dopo questo numero di giri, qualunque sia il punteggio</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="39"/>
        <source>Whether four players play as two partnerships or each for themselves</source>
        <translation>Se in quattro si gioca in due squadre o ognuno per sé</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="42"/>
        <source>Whether a jack, queen or king takes every loose card of its rank or just one</source>
        <translation>Se un fante, una donna o un re prende tutte le carte libere della sua figura o una sola</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="45"/>
        <source>Whether a build may be captured together with loose cards of its value</source>
        <translation>Se una costruzione si può prendere insieme a carte libere del suo valore</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="48"/>
        <source>Whether a card played on one of its rank may build their total (2 on 2 as 4)</source>
        <translation>Se una carta giocata su un&apos;altra dello stesso valore può costruirne la somma (2 su 2 come 4)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="51"/>
        <source>Whether a card from the hand may raise a single build to a higher value</source>
        <translation>Se una carta della mano può alzare una costruzione semplice a un valore più alto</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="54"/>
        <source>Whether a player who owns a build may trail instead of capturing or building</source>
        <translation>Se chi possiede una costruzione può lasciare una carta in tavola invece di prendere o costruire</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="57"/>
        <source>Whether loose cards worth a build&apos;s value may be gathered into it</source>
        <translation>Se le carte libere che valgono quanto una costruzione si possono unire a essa</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="60"/>
        <source>Whether a jack, queen or king played on one of its rank makes a build</source>
        <translation>Se un fante, una donna o un re giocato su un&apos;altra carta della sua figura forma una costruzione</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="63"/>
        <source>When a player may lay a card on the table without capturing or building</source>
        <translation>Quando un giocatore può mettere una carta in tavola senza prendere né costruire</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="66"/>
        <source>Whether a capture that clears the table scores a point</source>
        <translation>Se una presa che svuota la tavola vale un punto</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="69"/>
        <source>The game ends after the round in which a side reaches this score</source>
        <translation>La partita finisce dopo il giro in cui una squadra raggiunge questo punteggio</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="72"/>
        <source>Who wins when more than one side reaches the target in the same round</source>
        <translation>Chi vince quando più squadre raggiungono l&apos;obiettivo nello stesso giro</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="81"/>
        <source>Two partnerships, partners opposite</source>
        <translation>Due squadre, compagni di fronte</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="82"/>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="145"/>
        <source>Each for themselves</source>
        <extracomment>Names of the rule presets of ``PRESETS`` (the keys stay in saves). &quot;solo&quot; plays the Japanese Wikipedia article&apos;s rules (S1, four players alone, to 21); &quot;pagat&quot; collects every alternative the pagat.com page on Casino plays (P-CAS, docs/rules.md §6).</extracomment>
        <translation>Ognuno per sé</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="85"/>
        <source>Every loose card of its rank</source>
        <translation>Tutte le carte libere della sua figura</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="86"/>
        <source>One loose card of its rank</source>
        <translation>Una sola carta libera della sua figura</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="89"/>
        <source>Not allowed: a build is taken alone</source>
        <translation>Non consentito: la costruzione si prende da sola</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="93"/>
        <source>Not allowed: only that rank takes it</source>
        <translation>Non consentito: la prende solo quel valore</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="101"/>
        <source>Not allowed: the owner must capture or build</source>
        <translation>Non consentito: il proprietario deve prendere o costruire</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="110"/>
        <source>Allowed: only that rank takes it</source>
        <translation>Consentito: la prende solo quella figura</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="113"/>
        <source>Only when no capture or build is possible</source>
        <translation>Solo se non si può prendere né costruire</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="116"/>
        <source>Any time (a build&apos;s owner excepted)</source>
        <translation>Sempre (tranne il proprietario di una costruzione)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="117"/>
        <source>Any card that cannot capture</source>
        <translation>Ogni carta che non può prendere</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="120"/>
        <source>Score a point</source>
        <translation>Valgono un punto</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="121"/>
        <source>Score nothing</source>
        <translation>Non valgono nulla</translation>
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
        <translation>Vince il totale più alto</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="129"/>
        <source>Count the round out item by item</source>
        <translation>Si conta il giro voce per voce</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="137"/>
        <source>{n} rounds</source>
        <extracomment>The round limits the New game dialog offers (the engine takes any whole number, §1.5): one round is the quickest game there is. A positive round limit (Cassino counts rounds, docs/rules.md §1.4-§1.5).</extracomment>
        <translation>{n} giri</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="139"/>
        <source>1 round</source>
        <extracomment>A round limit of one (a whole phrase, as languages write a singular differently).</extracomment>
        <translation>1 giro</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="147"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="87"/>
        <source>pagat.com rules</source>
        <translation>Regole di pagat.com</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="152"/>
        <source>Everyone plays alone, four players too; the first to 21 wins; a face card takes every card of its rank, sweeps score</source>
        <extracomment>One line per preset saying what sets it apart, shown under the preset&apos;s name.</extracomment>
        <translation>Ognuno gioca per sé, anche in quattro; vince chi arriva per primo a 21; una figura prende tutte le carte della sua figura, le scope valgono punti</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="157"/>
        <source>A face card takes every card of its rank, trail only when nothing else is possible, sweeps score</source>
        <translation>Una figura prende tutte le carte della sua figura, si lascia in tavola solo se non c&apos;è altro da fare, le scope valgono punti</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="162"/>
        <source>Trail any time, freer builds and captures, a face card takes only one card, sweeps score nothing</source>
        <translation>Si lascia in tavola quando si vuole, costruzioni e prese più libere, una figura prende una sola carta, le scope non valgono nulla</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="41"/>
        <source>Six-player sides</source>
        <translation>Squadre in sei</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="42"/>
        <source>Draw for seats and first deal</source>
        <translation>Sorteggio di posti e mazziere</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="47"/>
        <source>The game ends after this many deals, whatever the scores</source>
        <extracomment>One line saying what each option decides.</extracomment>
        <translation>La partita finisce dopo questo numero di smazzate, qualunque sia il punteggio</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="50"/>
        <source>How many cards a player draws from the stock (always 2 with two players)</source>
        <translation>Quante carte pesca un giocatore dal tallone (sempre 2 in due giocatori)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="53"/>
        <source>How many canastas a side must have before one of its players may go out</source>
        <translation>Quante canaste deve avere una squadra prima che un suo giocatore possa chiudere</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="56"/>
        <source>How many melds, canastas included, a side must have on the table before going out</source>
        <translation>Quante combinazioni, canaste comprese, deve avere in tavola una squadra prima di chiudere</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="60"/>
        <source>How many wild cards a meld may hold compared with its natural cards</source>
        <translation>Quante matte può contenere una combinazione rispetto alle sue carte naturali</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="63"/>
        <source>What happens when the first upcard of the pile is a wild card or a red 3</source>
        <translation>Cosa succede quando la prima carta scoperta del pozzo è una matta o un tre rosso</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="66"/>
        <source>Whether a black 3 in the pile only blocks the next player or freezes the pile</source>
        <translation>Se un tre nero nel pozzo blocca solo il giocatore successivo o congela il pozzo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="69"/>
        <source>Whether a side that has not melded yet may take the discard pile</source>
        <translation>Se una squadra che non ha ancora aperto può prendere il pozzo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="72"/>
        <source>Whether the pile stays frozen only until the side opens, or for each player until they have melded</source>
        <translation>Se il pozzo resta congelato solo finché la squadra non apre, o per ogni giocatore finché non ha calato</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="77"/>
        <source>The count a side&apos;s first meld needs when its score is exactly 0</source>
        <translation>Il minimo che serve all&apos;apertura di una squadra quando il suo punteggio è esattamente 0</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="80"/>
        <source>Whether play goes on by taking the pile once the stock is empty</source>
        <translation>Se, a tallone vuoto, il gioco continua prendendo il pozzo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="83"/>
        <source>What a player may still do after drawing a red 3 that cannot be replaced</source>
        <translation>Cosa può ancora fare un giocatore dopo aver pescato un tre rosso che non si può sostituire</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="86"/>
        <source>Whether going out concealed before the side has melded must reach the opening minimum</source>
        <translation>Se chi chiude in mano prima che la squadra abbia aperto deve raggiungere il minimo d&apos;apertura</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="90"/>
        <source>Whether a player who took the pile this turn can still go out concealed</source>
        <translation>Se un giocatore che ha preso il pozzo in questo turno può ancora chiudere in mano</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="93"/>
        <source>Whether going out concealed earns 200 at every table or only with partners</source>
        <translation>Se chiudere in mano vale 200 a ogni tavolo o solo nelle partite a squadre</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="96"/>
        <source>How often a player may ask their partner for permission to go out</source>
        <translation>Quante volte un giocatore può chiedere al compagno il permesso di chiudere</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="99"/>
        <source>Whether a wild card may be added to a natural canasta, making it mixed</source>
        <translation>Se si può attaccare una matta a una canasta pulita, che diventa sporca</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="102"/>
        <source>Whether a canasta may keep growing or is full at 8 cards</source>
        <translation>Se una canasta può continuare a crescere o è completa a 8 carte</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="105"/>
        <source>How the bonus for all four red 3s is worded; every choice scores 800</source>
        <translation>Come si esprime il premio per tutti e quattro i tre rossi; ogni scelta vale 800</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="108"/>
        <source>The bonus for four, five or six red 3s in a three-deck game</source>
        <translation>Il premio per quattro, cinque o sei tre rossi in una partita a tre mazzi</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="111"/>
        <source>The game ends after the deal in which a side reaches this score</source>
        <translation>La partita finisce dopo la smazzata in cui una squadra raggiunge questo punteggio</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="114"/>
        <source>How six players form sides</source>
        <translation>Come si formano le squadre in sei giocatori</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="115"/>
        <source>Before the first deal everyone draws a card; the cards decide partners, seats and the first dealer</source>
        <translation>Prima della prima smazzata ognuno pesca una carta; le carte decidono compagni, posti e primo mazziere</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="124"/>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="194"/>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="79"/>
        <source>No limit</source>
        <extracomment>Label of each value of each option.
----------
Label of each value of each option (docs/rules.md §6; §7.18-§7.23 for the sources).</extracomment>
        <translation>Nessun limite</translation>
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
        <translation>Bastano le canaste</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="135"/>
        <source>At least 2 melds, canastas included</source>
        <translation>Almeno 2 combinazioni, canaste comprese</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="138"/>
        <source>At least 2 naturals, at most 3 wild cards</source>
        <translation>Almeno 2 naturali, al massimo 3 matte</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="139"/>
        <source>Also no more wild cards than naturals</source>
        <translation>Inoltre non più matte che naturali</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="140"/>
        <source>Also two naturals for each wild card</source>
        <translation>Inoltre due naturali per ogni matta</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="145"/>
        <source>Turn another card</source>
        <translation>Se ne gira un&apos;altra</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="146"/>
        <source>Turn another, also for any 3</source>
        <translation>Se ne gira un&apos;altra, anche per ogni 3</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="147"/>
        <source>Leave it (pile frozen)</source>
        <translation>Si lascia (pozzo congelato)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="150"/>
        <source>Blocks only while on top</source>
        <translation>Blocca solo finché è in cima</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="151"/>
        <source>Freezes the pile</source>
        <translation>Congela il pozzo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="154"/>
        <source>With a natural pair and the minimum</source>
        <translation>Con una coppia naturale e il minimo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="155"/>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="179"/>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="191"/>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="98"/>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="105"/>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="109"/>
        <source>Not allowed</source>
        <translation>Non consentito</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="158"/>
        <source>Until the side opens</source>
        <translation>Finché la squadra non apre</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="159"/>
        <source>Until each player has melded</source>
        <translation>Finché ogni giocatore non ha calato</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="162"/>
        <source>50</source>
        <translation>50</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="163"/>
        <source>15 (as below 0)</source>
        <translation>15 (come sotto 0)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="166"/>
        <source>Play on while players take the pile</source>
        <translation>Si continua finché si prende il pozzo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="167"/>
        <source>The deal ends after that turn</source>
        <translation>La smazzata finisce dopo quel turno</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="170"/>
        <source>The deal ends at once</source>
        <translation>La smazzata finisce subito</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="171"/>
        <source>Meld first, no discard, then it ends</source>
        <translation>Si cala, senza scarto, poi finisce</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="174"/>
        <source>Minimum required</source>
        <translation>Minimo richiesto</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="175"/>
        <source>No minimum</source>
        <translation>Nessun minimo</translation>
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
        <translation>Consentito</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="182"/>
        <source>At every table</source>
        <translation>A ogni tavolo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="183"/>
        <source>Only in partnership games</source>
        <translation>Solo nelle partite a squadre</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="186"/>
        <source>Once per deal</source>
        <translation>Una volta per smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="187"/>
        <source>Once per turn</source>
        <translation>Una volta per turno</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="190"/>
        <source>Allowed (it becomes mixed)</source>
        <translation>Consentito (diventa sporca)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="195"/>
        <source>8 cards</source>
        <translation>8 carte</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="198"/>
        <source>800 instead of 100 each</source>
        <translation>800 invece di 100 ciascuno</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="199"/>
        <source>100 each plus 400</source>
        <translation>100 ciascuno più 400</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="200"/>
        <source>200 each</source>
        <translation>200 ciascuno</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="203"/>
        <source>100 each; five score 1,000, six 1,200</source>
        <translation>100 ciascuno; cinque valgono 1.000, sei 1.200</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="204"/>
        <source>100 each</source>
        <translation>100 ciascuno</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="205"/>
        <source>100 each; four score 800, five 1,000, six 1,200</source>
        <translation>100 ciascuno; quattro valgono 800, cinque 1.000, sei 1.200</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="210"/>
        <source>1,500 (a quick game)</source>
        <translation>1.500 (partita veloce)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="211"/>
        <source>3,000 (a short game)</source>
        <translation>3.000 (partita breve)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="212"/>
        <source>5,000</source>
        <translation>5.000</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="213"/>
        <source>7,500</source>
        <translation>7.500</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="214"/>
        <source>10,000 (minimum 150 from 7,500)</source>
        <translation>10.000 (minimo 150 da 7.500)</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="217"/>
        <source>Two sides of three, seats alternating</source>
        <translation>Due squadre da tre, posti alternati</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="218"/>
        <source>Three sides of two, partners opposite</source>
        <translation>Tre squadre da due, compagni di fronte</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="221"/>
        <source>No: seats as listed, first dealer at random</source>
        <translation>No: posti come nell&apos;elenco, primo mazziere a caso</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="222"/>
        <source>Yes: the cards decide seats and dealer</source>
        <translation>Sì: le carte decidono posti e mazziere</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="227"/>
        <source>By configuration</source>
        <extracomment>Label of the entry meaning &quot;no override&quot; for options whose default is ``None``.</extracomment>
        <translation>Secondo la configurazione</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="229"/>
        <source>By configuration ({n})</source>
        <extracomment>The same, with the number the configuration gives (e.g. &quot;By configuration (2)&quot;).</extracomment>
        <translation>Secondo la configurazione ({n})</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="234"/>
        <source>{n} deals</source>
        <extracomment>The deal limits the New game dialog offers (the engine takes any whole number, §1.5): one deal is the quickest game there is. A positive deal limit.</extracomment>
        <translation>{n} smazzate</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="236"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="77"/>
        <source>1 deal</source>
        <extracomment>A deal limit of one (a whole phrase, as languages write a singular differently).</extracomment>
        <translation>1 smazzata</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="240"/>
        <location filename="../canasta_gui/app/games/cassino/option_texts.py" line="146"/>
        <location filename="../canasta_gui/app/games/hand_and_foot/option_texts.py" line="86"/>
        <source>Classic</source>
        <extracomment>Names of the rule presets of ``PRESETS``, as players call such rules (the keys stay in saves).</extracomment>
        <translation>Classica</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="241"/>
        <source>Online club</source>
        <translation>Club online</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="242"/>
        <source>Korean house rules</source>
        <translation>Coreana</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="243"/>
        <source>Italian rules</source>
        <translation>Italiana</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="248"/>
        <source>The classic rules: a wild card or red 3 turned up is covered by the next card</source>
        <extracomment>One line per preset saying what sets it apart, shown under the preset&apos;s name.</extracomment>
        <translation>Le regole classiche: se la prima carta scoperta è una matta o un tre rosso, la si copre con la carta successiva</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="251"/>
        <source>As played online: the upcard stays, 15 to open at 0, the pile frozen until you meld, two melds and a canasta to go out</source>
        <translation>Come si gioca online: la prima carta scoperta resta, apertura da 15 con punteggio 0, pozzo congelato finché non cali, due combinazioni e una canasta per chiudere</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="256"/>
        <source>The upcard stays, the deal ends when the stock runs out, a canasta holds 7 or 8 cards</source>
        <translation>La prima carta scoperta resta, la smazzata finisce quando il tallone è esaurito, una canasta ha 7 o 8 carte</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/games/canasta/option_texts.py" line="260"/>
        <source>Draw one card, two naturals per wild card, a black 3 freezes the pile, no pile before the first meld, cards drawn for seats</source>
        <translation>Si pesca una carta, due naturali per ogni matta, un tre nero congela il pozzo, niente pozzo prima dell&apos;apertura, posti sorteggiati con le carte</translation>
    </message>
</context>
<context>
    <name>saves</name>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="105"/>
        <source>{reason} The previous autosave is kept.</source>
        <extracomment>No honest score comes near this; a bigger one shows a hand-edited or hostile summary.</extracomment>
        <translation>{reason} Il salvataggio automatico precedente resta invariato.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="139"/>
        <location filename="../canasta_gui/app/saves.py" line="384"/>
        <source>it is not a canasta_gui saved game</source>
        <translation>non è una partita salvata di canasta_gui</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="124"/>
        <source>it was written by another version ({schema})</source>
        <translation>è stata scritta da un&apos;altra versione ({schema})</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="131"/>
        <source>it has an unknown field {name}</source>
        <translation>ha un campo sconosciuto {name}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="185"/>
        <source>its seats must list 2 to 6 seats</source>
        <translation>i suoi posti devono essere da 2 a 6</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="171"/>
        <source>it names an unknown rule preset {name}</source>
        <translation>indica una variante di regole sconosciuta {name}</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="151"/>
        <location filename="../canasta_gui/app/saves.py" line="400"/>
        <source>it holds a game this table cannot play yet</source>
        <translation>contiene un gioco che questo tavolo non sa ancora giocare</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="177"/>
        <source>its seats do not match the number of players</source>
        <translation>i suoi posti non corrispondono al numero di giocatori</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="191"/>
        <location filename="../canasta_gui/app/saves.py" line="403"/>
        <location filename="../canasta_gui/app/saves.py" line="420"/>
        <source>its summary is damaged</source>
        <translation>il suo riepilogo è danneggiato</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="281"/>
        <source>its contents are damaged</source>
        <translation>il suo contenuto è danneggiato</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="291"/>
        <source>This saved game is no longer there: it was deleted or moved meanwhile.</source>
        <translation>Questa partita salvata non c&apos;è più: nel frattempo è stata eliminata o spostata.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/widgets/main_window.py" line="329"/>
        <source>There is no saved game to continue.</source>
        <translation>Non c&apos;è nessuna partita salvata da continuare.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="327"/>
        <source>The saved games could not be listed ({reason}).</source>
        <translation>Non è stato possibile elencare le partite salvate ({reason}).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="363"/>
        <source>The saved game {name} could not be read ({reason}).</source>
        <translation>Non è stato possibile leggere la partita salvata {name} ({reason}).</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="367"/>
        <source>The saved game {name} could not be read ({reason}). It was moved to {path}.</source>
        <translation>Non è stato possibile leggere la partita salvata {name} ({reason}). È stata spostata in {path}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="479"/>
        <source>This saved game is open in another canasta_gui window; play it there.</source>
        <translation>Questa partita salvata è aperta in un&apos;altra finestra di canasta_gui: continuala lì.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="265"/>
        <source>it is not an ordinary file but a folder, a pipe or a device</source>
        <translation>non è un file normale ma una cartella, una pipe o un dispositivo</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="264"/>
        <source>it is not UTF-8 text</source>
        <translation>non è testo UTF-8</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="263"/>
        <source>it is far too large</source>
        <translation>è decisamente troppo grande</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="303"/>
        <source>The saved game could not be read ({reason}). It was moved to {path}.</source>
        <translation>Impossibile leggere la partita salvata ({reason}). È stata spostata in {path}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/saves.py" line="307"/>
        <source>The saved game could not be read ({reason}).</source>
        <translation>Impossibile leggere la partita salvata ({reason}).</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="163"/>
        <source>The settings file {path} could not be read ({reason}); using the defaults.</source>
        <translation>Impossibile leggere il file delle impostazioni {path} ({reason}); uso i valori predefiniti.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="173"/>
        <source>These settings had invalid values and were reset to their defaults: {fields}.</source>
        <translation>Queste impostazioni avevano valori non validi e sono tornate ai valori predefiniti: {fields}.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="149"/>
        <source>it is larger than 64 KB</source>
        <extracomment>Card sizes, smallest first; the table always fits the window, so a size is the largest a card may grow to (``scene/look.py`` has the widths). Felt colours of the table. How many finished games the Past games list keeps (the Settings dialog offers this range). Sound effects: on by default, at a moderate volume (0-100; see app/sound/synth.gain).</extracomment>
        <translation>è più grande di 64 KB</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="150"/>
        <source>it is not UTF-8 text</source>
        <translation>non è testo UTF-8</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="185"/>
        <source>it is not valid JSON</source>
        <translation>non è JSON valido</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="188"/>
        <source>it does not contain a JSON object</source>
        <translation>non contiene un oggetto JSON</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="196"/>
        <source>The settings file {path} could not be used ({reason}) and could not be moved aside; using the defaults.</source>
        <translation>Impossibile usare il file delle impostazioni {path} ({reason}) o spostarlo da parte; uso i valori predefiniti.</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/settings.py" line="202"/>
        <source>The settings file could not be used ({reason}). It was kept as {path}; using the defaults.</source>
        <translation>Impossibile usare il file delle impostazioni ({reason}). È stato conservato come {path}; uso i valori predefiniti.</translation>
    </message>
</context>
<context>
    <name>texts</name>
    <message>
        <location filename="../canasta_gui/app/texts.py" line="28"/>
        <source>wild</source>
        <comment>the rank of Hand and Foot&apos;s meld of wild cards only, put where a rank goes: &apos;a meld of {rank}s&apos;, &apos;the {rank}s&apos;</comment>
        <extracomment>The rank code of Hand and Foot&apos;s meld of wild cards only (``rummy.meld_rules.rank_name``).</extracomment>
        <translation>matte</translation>
    </message>
    <message>
        <location filename="../canasta_gui/app/texts.py" line="79"/>
        <source>Joker</source>
        <translation>Jolly</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../canasta_gui/app/main.py" line="75"/>
        <source>Canasta</source>
        <translation>Canasta</translation>
    </message>
</context>
</TS>
