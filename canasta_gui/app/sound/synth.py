"""The app's own sound effects, made from numbers: no recorded sound ships with it.

Each cue is synthesised in pure Python (filtered noise for the cards, a few decaying sine
partials for the chime and the fanfare) and written as a 16-bit WAV file. The noise
comes from a seeded generator, so a cue's bytes are the same on every run; the cache keeps
one file per cue and volume step (the platform players have no volume of their own).

Qt-free on purpose: it is plain arithmetic, and the tests read its files with ``wave``.
"""

from __future__ import annotations

import functools
import io
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

# CD format (44.1 kHz, 16-bit, stereo): the one every sound device and player takes as it is;
# Qt's QSoundEffect refuses a file whose format the device does not support.
RATE = 44100
CHANNELS = 2
#: Bump when a cue's sound changes, so the cached files of older versions are not reused.
VERSION = 2

DRAW, MELD, DISCARD, CANASTA, FANFARE = "draw", "meld", "discard", "canasta", "fanfare"
CUES = (DRAW, MELD, DISCARD, CANASTA, FANFARE)

#: The volume slider moves in these steps for the players that take a ready-scaled file.
VOLUME_STEP = 5


def gain(volume: int) -> float:
    """The amplitude factor of a volume 0-100: squared, so the slider's middle sounds like
    half as loud (a linear factor makes most of the slider's travel sound the same)."""
    v = min(100, max(0, volume)) / 100
    return v * v


def _noise(rng: random.Random, n: int) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(n)]


def _lowpass(xs: list[float], cutoff: float) -> list[float]:
    """One-pole low-pass filter at ``cutoff`` Hz."""
    a = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    y = 0.0
    out = []
    for x in xs:
        y += a * (x - y)
        out.append(y)
    return out


def _highpass(xs: list[float], cutoff: float) -> list[float]:
    return [x - lo for x, lo in zip(xs, _lowpass(xs, cutoff), strict=True)]


def _envelope(n: int, attack: float, decay: float) -> list[float]:
    """A linear rise over ``attack`` seconds, then an exponential fall (time constant
    ``decay`` seconds)."""
    rise = max(1, int(attack * RATE))
    out = []
    for i in range(n):
        if i < rise:
            out.append(i / rise)
        else:
            out.append(math.exp(-(i - rise) / (decay * RATE)))
    return out


def _tone(n: int, start: int, freq: float, partials, decay: float) -> list[float]:
    """A note from ``start`` on: ``partials`` are (frequency ratio, amplitude, decay factor).

    Each partial is a sine made by the two-term recurrence and faded by one factor a
    sample: additions and multiplications only, fast and the same on every machine.
    """
    out = [0.0] * n
    for ratio, amp, slow in partials:
        step = 2 * math.pi * freq * ratio / RATE
        k = 2 * math.cos(step)
        fall = math.exp(-1 / (decay * slow * RATE))
        before, now, level = -math.sin(step), 0.0, amp
        # Up to where it has faded below a 16-bit step (at most the end of the sound).
        stop = min(n, start + int(math.log(amp * 32768) / -math.log(fall)) + 1)
        for i in range(start, stop):
            out[i] += level * now
            before, now = now, k * now - before
            level *= fall
    attack = int(0.006 * RATE)
    for i in range(start, min(n, start + attack)):
        out[i] *= (i - start) / attack
    return out


def _mix(*parts: list[float]) -> list[float]:
    return [sum(values) for values in zip(*parts, strict=True)]


def _fade_out(xs: list[float], seconds: float) -> list[float]:
    """End at silence, so no click is heard when the file stops."""
    n = min(len(xs), int(seconds * RATE))
    start = len(xs) - n
    return [x * (1 - (i - start) / n) if i >= start else x for i, x in enumerate(xs)]


def _slide(rng: random.Random) -> list[float]:
    """A card slid off the stock: a soft band of noise that swells and fades (0.22 s)."""
    n = int(0.22 * RATE)
    band = _highpass(_lowpass(_noise(rng, n), 3200), 500)
    rise = int(0.07 * RATE)
    env = [i / rise if i < rise else math.exp(-(i - rise) / (0.045 * RATE)) for i in range(n)]
    return [b * e for b, e in zip(band, env, strict=True)]


def _snap(rng: random.Random) -> list[float]:
    """A card put down on the felt: a sharp click over a short, low thump (0.14 s)."""
    n = int(0.14 * RATE)
    click = _highpass(_noise(rng, n), 1800)
    click = [c * e for c, e in zip(click, _envelope(n, 0.001, 0.007), strict=True)]
    body = _lowpass(_noise(rng, n), 900)
    body = [b * e * 2.5 for b, e in zip(body, _envelope(n, 0.002, 0.022), strict=True)]
    thump = _tone(n, 0, 150, ((1, 0.5, 1),), 0.02)
    return _mix(click, body, thump)


def _toss(rng: random.Random) -> list[float]:
    """A card tossed onto the pile: a short slide, then a soft slap (0.18 s)."""
    n = int(0.18 * RATE)
    lead = int(0.045 * RATE)
    swish = _highpass(_lowpass(_noise(rng, n), 2600), 700)
    swish = [s * (0.35 * i / lead if i < lead else 0.0) for i, s in enumerate(swish)]
    slap = _lowpass(_noise(rng, n - lead), 1600)
    slap = [s * e * 2.0 for s, e in zip(slap, _envelope(n - lead, 0.002, 0.03), strict=True)]
    return _mix(swish, [0.0] * lead + slap)


# A bell's partials are not whole multiples of its note; these give a soft glass-like chime.
_BELL = ((1.0, 1.0, 1.0), (2.0, 0.45, 0.6), (2.76, 0.25, 0.45), (5.4, 0.1, 0.25))


def _chime(rng: random.Random) -> list[float]:
    """A canasta, a book or a sweep: two soft bell notes, a fifth apart (0.4 s)."""
    n = int(0.4 * RATE)
    first = _tone(n, 0, 1046.5, _BELL, 0.16)  # C6
    second = _tone(n, int(0.07 * RATE), 1568.0, _BELL, 0.14)  # G6
    return _fade_out(_mix(first, [0.7 * s for s in second]), 0.05)


# A mellow horn-like tone: a note and two quiet overtones.
_HORN = ((1.0, 1.0, 1.0), (2.0, 0.35, 0.7), (3.0, 0.15, 0.5))


def _fanfare(rng: random.Random) -> list[float]:
    """Going out, or the end of the game: a rising major arpeggio that rings (1.15 s)."""
    n = int(1.15 * RATE)
    notes = ((0.0, 523.25, 0.12), (0.12, 659.25, 0.12), (0.24, 783.99, 0.14), (0.38, 1046.5, 0.4))
    parts = [_tone(n, int(at * RATE), f, _HORN, decay) for at, f, decay in notes]
    return _fade_out(_mix(*parts), 0.12)


_MAKERS: dict[str, tuple[Callable[[random.Random], list[float]], float]] = {
    # cue: (maker, peak level at full volume) - the chime and fanfare sit below the cards'
    # clicks, which are short enough to need more level to be heard.
    DRAW: (_slide, 0.55),
    MELD: (_snap, 0.8),
    DISCARD: (_toss, 0.65),
    CANASTA: (_chime, 0.45),
    FANFARE: (_fanfare, 0.45),
}


@functools.cache
def _full_volume(cue: str) -> tuple[float, ...]:
    """The cue at full volume, as floats in -1..1 (``KeyError`` for an unknown cue).

    Made once a run: the synthesis is most of a new volume step's cost (about 50 ms a
    cue), scaling it to a volume is a small part."""
    maker, level = _MAKERS[cue]
    raw = maker(random.Random(f"{cue}/{VERSION}"))
    peak = max(abs(x) for x in raw) or 1.0
    return tuple(x * level / peak for x in raw)


def wav_bytes(cue: str, volume: int = 100) -> bytes:
    """The cue as a 16-bit stereo WAV file at ``volume`` (0-100), the same in both ears."""
    g = gain(volume)
    mono = array("h", [round(x * g * 32767) for x in _full_volume(cue)])
    pcm = array("h", bytes(mono.itemsize * len(mono) * CHANNELS))
    for channel in range(CHANNELS):
        pcm[channel::CHANNELS] = mono
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(CHANNELS)
        w.setsampwidth(2)
        w.setframerate(RATE)
        if sys.byteorder != "little":
            pcm.byteswap()  # WAV samples are little-endian whatever the machine
        w.writeframes(pcm.tobytes())
    return out.getvalue()


def volume_step(volume: int) -> int:
    """``volume`` rounded to the nearest step the cache keeps files for."""
    v = min(100, max(0, volume))
    return int(round(v / VOLUME_STEP)) * VOLUME_STEP


def cached_wav(folder: Path, cue: str, volume: int = 100) -> Path:
    """The cue's file at ``volume`` (rounded to a step) in ``folder``, made at first use.

    A file already there is used if it is a readable WAV of the expected length; anything
    else in its place is replaced (the folder is a cache: nothing in it is the user's).
    ``OSError`` when the folder cannot be written.
    """
    from canasta_gui.engine.atomic import atomic_write_bytes

    step = volume_step(volume)
    path = folder / f"{cue}-{step:03d}.wav"
    if _usable(path, frames(cue)):
        return path
    folder.mkdir(parents=True, exist_ok=True)
    atomic_write_bytes(path, wav_bytes(cue, step))
    return path


def frames(cue: str) -> int:
    """The cue's length in samples."""
    return _LENGTHS[cue]


_LENGTHS = {
    DRAW: int(0.22 * RATE),
    MELD: int(0.14 * RATE),
    DISCARD: int(0.18 * RATE),
    CANASTA: int(0.4 * RATE),
    FANFARE: int(1.15 * RATE),
}


def _usable(path: Path, frames: int) -> bool:
    try:
        with wave.open(str(path), "rb") as w:
            return (
                w.getnchannels() == CHANNELS
                and w.getsampwidth() == 2
                and w.getframerate() == RATE
                and w.getnframes() == frames
            )
    except (OSError, EOFError, wave.Error):
        return False
