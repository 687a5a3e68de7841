"""The About dialog: what the program is, its version, its licence, and credits.

The credits name everything a bundle ships besides our own code: Qt and PySide6 (LGPL,
which also lets a person replace those libraries in the installed folder), Pillow and
platformdirs, and Python itself. The card art is the project's own; no font is shipped.
"""

from __future__ import annotations

import platform
from html import escape

import PySide6
from PySide6.QtCore import QEvent, QLibraryInfo
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from canasta_gui import __version__
from canasta_gui.app.sound.players import qt_audio_available

#: The project's licence, kept in English as licence texts are (docs/LICENSE.md holds it too).
LICENCE_NAME = "MIT"

#: What a bundle ships besides our code: (name, licence, address). Names are not translated.
THIRD_PARTY: tuple[tuple[str, str, str], ...] = (
    ("Qt 6", "LGPL-3.0", "https://www.qt.io/"),
    ("PySide6 (Qt for Python)", "LGPL-3.0", "https://doc.qt.io/qtforpython-6/"),
    ("Pillow", "MIT-CMU", "https://python-pillow.org/"),
    ("platformdirs", "MIT", "https://github.com/tox-dev/platformdirs"),
    ("Python", "PSF-2.0", "https://www.python.org/"),
)
#: Shipped as well where Qt's own audio is installed (PySide6-Addons, Python 3.12 and later):
#: Qt Multimedia plays the sounds, and its media plug-in brings FFmpeg's libraries.
QT_AUDIO_PARTY: tuple[tuple[str, str, str], ...] = (
    ("Qt Multimedia", "LGPL-3.0", "https://doc.qt.io/qt-6/qtmultimedia-index.html"),
    ("FFmpeg", "LGPL-2.1", "https://ffmpeg.org/"),
)


def third_party() -> tuple[tuple[str, str, str], ...]:
    """What this installation ships besides our code."""
    return THIRD_PARTY + (QT_AUDIO_PARTY if qt_audio_available() else ())


class AboutDialog(QDialog):
    """Version, licence and credits, in the user's language; the addresses open in a browser."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModal(True)
        self.setObjectName("about_dialog")
        self.text = QTextBrowser(self)
        self.text.setOpenExternalLinks(True)
        self.text.setAccessibleName(self.tr("About"))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.buttons)
        self.resize(560, 520)
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About canasta_gui"))
        self.text.setHtml(self.html())

    def html(self) -> str:
        qt = QLibraryInfo.version().toString()
        rows = "".join(
            f"<tr><td>{escape(name)}</td><td>&nbsp;{escape(lic)}</td>"
            f'<td>&nbsp;<a href="{escape(url)}">{escape(url)}</a></td></tr>'
            for name, lic, url in third_party()
        )
        licence_title = self.tr("Licence")
        credits_title = self.tr("Credits")
        parts = [
            f"<h2>canasta_gui {escape(__version__)}</h2>",
            "<p>"
            + escape(
                self.tr(
                    "An offline card table for the Canasta family: Canasta, Hand and Foot "
                    "and Cassino, against computer players or with friends at one computer."
                )
            )
            + "</p>",
            "<p>"
            + escape(
                self.tr("Qt {qt}, PySide6 {pyside}, Python {python}").format(
                    qt=qt, pyside=PySide6.__version__, python=platform.python_version()
                )
            )
            + "</p>",
            f"<h3>{escape(licence_title)}</h3>",
            "<p>"
            + escape(
                self.tr(
                    "canasta_gui is free software under the {licence} licence: you may use, "
                    "copy, change and share it, as long as the licence notice goes with it."
                ).format(licence=LICENCE_NAME)
            )
            + "</p>",
            f"<h3>{escape(credits_title)}</h3>",
            "<p>"
            + escape(
                self.tr(
                    "The card faces and backs are the project's own, drawn by a program in "
                    "its source (assets/make_cards.py); they use no font."
                )
                + " "
                + self.tr(
                    "The sound effects and the action bar's icons are the project's own too, "
                    "made by the program itself."
                )
            )
            + "</p>",
            "<p>"
            + escape(
                self.tr(
                    "Texts use the fonts installed on your computer; Japanese and Korean need "
                    "a font with those scripts, such as Noto Sans CJK (SIL Open Font Licence)."
                )
            )
            + "</p>",
            "<p>"
            + escape(
                self.tr(
                    "Built with these libraries, which the installed program includes. Under "
                    "the LGPL you may replace Qt and PySide6 in the program's folder with your "
                    "own build of them."
                )
            )
            + "</p>",
            f"<table>{rows}</table>",
        ]
        return "".join(parts)
