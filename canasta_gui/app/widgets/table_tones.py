"""The colours of the action bar's buttons and of the side panel, taken from the table's felt.

Each felt colour of Settings gives its own tones (a blue table has blue buttons and a blue
panel), so the controls round the felt belong to the same table. High contrast draws them
with pure white text, strong light edges and a disabled look that is still readable: grey
text of at least 4.5:1 against its face (WCAG's contrast for normal text), set apart from
the enabled buttons by its flat, dark face and thin dashed edge rather than by fading away.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor

from canasta_gui.app.scene.card_art import FELTS

#: The same in every colour: the cream text and the gold marks (focus, a button held on).
CREAM = QColor(248, 241, 222)
GOLD = QColor(242, 193, 78)
WHITE = QColor(255, 255, 255)
#: Grey text of a disabled button in high contrast: clearly not white, yet readable.
HC_DISABLED_TEXT = QColor(200, 200, 200)

# Where the panel's text colours sit between the felt and plain grey.
_PANEL_GREY = QColor(40, 40, 40)
_WELL_GREY = QColor(28, 28, 28)


@dataclass(frozen=True)
class Tones:
    """The colours of one felt, with or without high contrast."""

    felt: str
    high_contrast: bool
    face_top: QColor
    face_bottom: QColor
    face_hover: QColor
    face_down: QColor
    edge: QColor
    edge_width: float
    text: QColor
    disabled_face: QColor
    disabled_edge: QColor
    disabled_text: QColor
    card_fill: QColor  # the icons' cards are filled with the face's colour
    panel: QColor
    panel_edge: QColor
    panel_text: QColor
    panel_title: QColor
    well: QColor
    well_text: QColor
    selected: QColor
    handle: QColor

    def panel_style(self, item_padding: str) -> str:
        """The side panel's style sheet in these tones (``item_padding``: a log row's)."""
        border = 2 if self.high_contrast else 1
        return f"""
QFrame#sidePanel {{
    background: {_hex(self.panel)}; border: {border}px solid {_hex(self.panel_edge)};
    border-radius: 10px;
}}
QFrame#sidePanel QLabel {{ color: {_hex(self.panel_text)}; background: transparent; }}
QFrame#sidePanel QLabel#turn {{ color: {_hex(GOLD)}; font-weight: bold; }}
QFrame#sidePanel QLabel#logTitle {{ color: {_hex(self.panel_title)}; }}
QListView#log {{
    background: {_hex(self.well)}; color: {_hex(self.well_text)};
    border: {border}px solid {_hex(self.panel_edge)}; border-radius: 6px; padding: 2px;
}}
QListView#log::item {{ padding: {item_padding}; }}
QListView#log::item:selected {{ background: {_hex(self.selected)}; color: {_hex(WHITE)}; }}
QListView#log QScrollBar:vertical {{ background: transparent; width: 8px; margin: 2px; }}
QListView#log QScrollBar::handle:vertical {{
    background: {_hex(self.handle)}; border-radius: 3px; min-height: 24px;
}}
QListView#log QScrollBar::add-line:vertical, QListView#log QScrollBar::sub-line:vertical {{
    height: 0;
}}
QListView#log QScrollBar::add-page:vertical, QListView#log QScrollBar::sub-page:vertical {{
    background: transparent;
}}
"""


def tones_for(felt: str, high_contrast: bool = False) -> Tones:
    """The tones of ``felt`` (a name of ``FELTS``), plain or in high contrast."""
    top, bottom, around = (QColor(*rgb) for rgb in FELTS[felt])
    # Measured on the green felt, these steps give the bar's first, hand-picked greens.
    face_top, face_bottom = top.lighter(125), top.darker(109)
    panel = mix(bottom, _PANEL_GREY, 0.5)
    if not high_contrast:
        return Tones(
            felt=felt,
            high_contrast=False,
            face_top=face_top,
            face_bottom=face_bottom,
            face_hover=top.lighter(147),
            face_down=top.darker(142),
            edge=top.darker(235),
            edge_width=1.0,
            text=CREAM,
            disabled_face=QColor(255, 255, 255, 22),
            disabled_edge=QColor(255, 240, 215, 60),
            disabled_text=QColor(232, 218, 196, 125),
            card_fill=face_bottom,
            panel=panel,
            panel_edge=top.darker(235),
            panel_text=QColor(235, 228, 208),
            panel_title=mix(QColor(200, 200, 200), top, 0.2),
            well=mix(bottom, _WELL_GREY, 0.6),
            well_text=QColor(217, 211, 191),
            selected=top.lighter(120),
            handle=mix(top, QColor(120, 120, 120), 0.4),
        )
    # High contrast: the felt's own dark shades under pure white text, a white edge all round;
    # a disabled button is near black with a dashed grey edge (bar_button.py).
    dark = around.darker(130)
    return Tones(
        felt=felt,
        high_contrast=True,
        face_top=top,
        face_bottom=bottom,
        face_hover=top.lighter(130),
        face_down=dark,
        edge=WHITE,
        edge_width=2.0,
        text=WHITE,
        disabled_face=dark,
        disabled_edge=QColor(150, 150, 150),
        disabled_text=HC_DISABLED_TEXT,
        card_fill=bottom,
        panel=dark,
        panel_edge=QColor(220, 220, 220),
        panel_text=WHITE,
        panel_title=WHITE,
        well=QColor(0, 0, 0),
        well_text=WHITE,
        selected=top,
        handle=QColor(200, 200, 200),
    )


def mix(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` moved the share ``t`` of the way towards ``b``."""
    return QColor(
        round(a.red() + (b.red() - a.red()) * t),
        round(a.green() + (b.green() - a.green()) * t),
        round(a.blue() + (b.blue() - a.blue()) * t),
    )


def contrast(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio of two opaque colours (1 to 21)."""
    light, dark = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def _luminance(c: QColor) -> float:
    def channel(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.red()) + 0.7152 * channel(c.green()) + 0.0722 * channel(c.blue())


def _hex(c: QColor) -> str:
    return c.name(QColor.NameFormat.HexRgb)
