"""``canasta``: start the desktop table.

Flags for testing and support:
  --smoke-test [--game G]       open the main window (with a table of G), wait for its first
                                frame, exit 0
  --screenshot PATH [--game G] [--lang L] [--seed S] [--moves N] [--size WxH] [--players P]
                                render the table after N moves of a seeded game to a PNG
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

_T0 = time.perf_counter()


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="canasta", description="Canasta card table")
    p.add_argument("--smoke-test", action="store_true", help="open the window and quit with 0")
    p.add_argument("--screenshot", metavar="PATH", help="render a table to a PNG and quit")
    p.add_argument("--lang", metavar="L", help="language code (en, ja, ko, it)")
    p.add_argument("--seed", default="screenshot", help="game seed for --screenshot")
    p.add_argument("--moves", type=int, default=30, help="moves played before --screenshot")
    p.add_argument("--players", type=int, choices=(2, 3, 4, 6), help="players (game default)")
    p.add_argument(
        "--game", metavar="G", help="canasta, hand-and-foot or cassino (--screenshot, --smoke-test)"
    )
    p.add_argument("--size", default="1280x800", help="window size for --screenshot, WxH")
    return p.parse_args(list(argv))


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    from PySide6.QtWidgets import QApplication

    from canasta_gui.app.i18n import Translator
    from canasta_gui.app.settings import load_settings

    missing = _qt_problem()
    if missing:  # Qt would abort on its missing system libraries: say which, and how to fix
        print(missing, file=sys.stderr)
        return 1
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("canasta_gui")
    app.setApplicationDisplayName("Canasta")
    _set_icon(app)
    from canasta_gui.app.storage import remove_stale_temp_files

    remove_stale_temp_files()  # what a save killed half-way left behind (only stale files)
    settings, settings_problem = load_settings()
    translator = Translator()
    language = args.lang or settings.language
    lang_problem = translator.install(app, language)
    if args.lang and lang_problem:
        print(lang_problem, file=sys.stderr)
    if args.screenshot:
        from canasta_gui.app.screenshot import render_screenshot

        return render_screenshot(app, settings, translator, args)

    from canasta_gui.app.widgets.main_window import MainWindow

    window = MainWindow(settings, translator)
    if args.smoke_test:
        if args.game and not _start_table(window, args.game):
            return 2
        return _smoke(app, window)
    window.show()
    for problem in (settings_problem, None if args.lang else lang_problem):
        if problem:
            # The window's own message box: plain text (the problem quotes file paths).
            window._inform(window.tr("Canasta"), problem)
    return app.exec()


def _qt_problem() -> str | None:
    """Why Qt's platform plugin cannot start here (Linux, before the QApplication), or None."""
    from canasta_gui.app.qt_platform import problem

    return problem()


def _set_icon(app) -> None:
    """The window and task-bar icon; the matching name lets Linux desktops pair the
    window with its ``canasta-gui.desktop`` entry."""
    from PySide6.QtGui import QGuiApplication, QIcon

    from canasta_gui.app.resources import asset_path

    QGuiApplication.setDesktopFileName("canasta-gui")
    app.setWindowIcon(QIcon(str(asset_path("icon.png"))))


def _start_table(window, game: str) -> bool:
    """A new game of ``game`` at the window (a person and computer players; never saved)."""
    from canasta_gui.app.games import game_for
    from canasta_gui.app.setup import GameSetup, default_seats

    try:
        g = game_for(game)
    except KeyError:
        print(f"--game: unknown game {game!r}", file=sys.stderr)
        return False
    players, decks = g.default_configuration()
    setup = GameSetup(players, decks, seats=default_seats(players), seed="smoke", game=g.key)
    window.start_game(setup)
    window.session.autosave = False
    return True


def _smoke(app, window) -> int:
    """Show the window, wait for its first painted frame, report the time and quit."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstFrame(QObject):
        def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
            if event.type() == QEvent.Type.Paint and obj is window:
                ms = (time.perf_counter() - _T0) * 1000
                print(f"first frame after {ms:.0f} ms (from the entry point)", flush=True)
                window.removeEventFilter(self)
                QTimer.singleShot(0, window.close)
                QTimer.singleShot(0, app.quit)
            return False

    watcher = FirstFrame()
    window.installEventFilter(watcher)
    window.show()
    QTimer.singleShot(10_000, lambda: app.exit(1))  # no frame in 10 s is a failure
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
