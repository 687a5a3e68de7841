"""Settings: round trip, damaged files moved aside, bad fields reset, hostile content survived."""

from __future__ import annotations

import json
import os

import pytest

from canasta_gui.app import paths
from canasta_gui.app.settings import (
    BACKS,
    MAX_FILE_BYTES,
    MAX_NEW_GAME_BYTES,
    SPEED_FACTORS,
    SPEEDS,
    Settings,
    load_settings,
    parse_settings,
    save_settings,
)


def write_raw(content: bytes) -> None:
    paths.settings_path().write_bytes(content)


def aside_files() -> list:
    return sorted(paths.config_dir().glob("settings.json.corrupt-*"))


def custom() -> Settings:
    return Settings(
        language="ja",
        speed="fast",
        card_back="green",
        four_colour=True,
        new_game={"preset": "classic", "seats": [{"kind": "human", "name": "Ünal 太郎"}]},
    )


def test_defaults():
    s = Settings()
    assert (s.language, s.speed, s.card_back, s.four_colour, s.new_game) == (
        "en",
        "normal",
        "blue",
        False,
        {},
    )
    # Each instance gets its own dict.
    s.new_game["x"] = 1
    assert Settings().new_game == {}


def test_speed_factors_cover_every_speed():
    assert set(SPEED_FACTORS) == set(SPEEDS)
    assert SPEED_FACTORS["instant"] == 0.0
    assert SPEED_FACTORS["slow"] > SPEED_FACTORS["normal"] > SPEED_FACTORS["fast"]


def test_missing_file_gives_defaults_quietly():
    assert load_settings() == (Settings(), None)
    assert not paths.settings_path().exists()


def test_round_trip():
    save_settings(custom())
    assert load_settings() == (custom(), None)
    assert os.listdir(paths.config_dir()) == ["settings.json"]


def test_json_round_trip_without_disk():
    assert Settings.from_json(json.loads(json.dumps(custom().to_json()))) == custom()


def test_saved_file_is_readable_json():
    save_settings(custom())
    text = paths.settings_path().read_text(encoding="utf-8")
    assert (
        text == json.dumps(custom().to_json(), indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    )
    assert list(json.loads(text)) == sorted(custom().to_json())


def test_save_replaces_previous_settings():
    save_settings(custom())
    save_settings(Settings(speed="slow"))
    assert load_settings() == (Settings(speed="slow"), None)


def test_every_speed_and_back_round_trips():
    for speed in SPEEDS:
        for back in BACKS:
            save_settings(Settings(speed=speed, card_back=back))
            assert load_settings() == (Settings(speed=speed, card_back=back), None)


# --- damaged files ---------------------------------------------------------------------------

HOSTILE = {
    "bad json": b'{"speed": "fast",',
    "empty": b"",
    "json array": b'["speed", "fast"]',
    "json string": b'"settings"',
    "json null": b"null",
    "non-utf8": b'{"language": "\xff\xfe"}',
    "utf16": '{"speed": "fast"}'.encode("utf-16"),
    "too large": b'{"speed": "fast", "pad": "' + b"x" * MAX_FILE_BYTES + b'"}',
    "deep arrays": b"[" * 30_000 + b"]" * 30_000,
    "deep objects": b'{"a":' * 10_000 + b"1" + b"}" * 10_000,
    "huge integer": b'{"speed": ' + b"9" * 10_000 + b"}",
    "binary": bytes(range(256)),
}


@pytest.mark.parametrize("content", HOSTILE.values(), ids=HOSTILE.keys())
def test_damaged_file_is_moved_aside_with_a_message(content):
    write_raw(content)

    settings, message = load_settings()

    assert settings == Settings()
    assert message is not None
    [moved] = aside_files()
    assert moved.name in message
    # The user's bytes are kept exactly; nothing is lost.
    assert moved.read_bytes() == content
    assert not paths.settings_path().exists()


def test_reasons_are_specific():
    cases = {
        b"{": "not valid JSON",
        b"[]": "JSON object",
        b"\xff": "UTF-8",
        b" " * (MAX_FILE_BYTES + 1): "64 KB",
    }
    for content, reason in cases.items():
        write_raw(content)
        _, message = load_settings()
        assert reason in message


def test_file_at_the_size_limit_is_accepted():
    body = b'{"speed": "fast"}'
    write_raw(body + b" " * (MAX_FILE_BYTES - len(body)))
    assert load_settings() == (Settings(speed="fast"), None)


def test_a_second_damaged_file_does_not_replace_the_first():
    write_raw(b"first {")
    load_settings()
    write_raw(b"second {")
    load_settings()
    assert sorted(p.read_bytes() for p in aside_files()) == [b"first {", b"second {"]


def test_saving_after_a_damaged_file_starts_fresh():
    write_raw(b"not json")
    settings, _ = load_settings()
    save_settings(settings)
    assert load_settings() == (Settings(), None)
    assert [p.read_bytes() for p in aside_files()] == [b"not json"]


def test_unreadable_path_is_reported_but_left_alone():
    # A folder where the file should be cannot be parsed, but it is not ours to move.
    paths.settings_path().mkdir()
    settings, message = load_settings()
    assert settings == Settings()
    assert message is not None and "settings.json" in message
    assert paths.settings_path().is_dir()
    assert aside_files() == []


# --- individual bad fields -------------------------------------------------------------------

BAD_FIELDS = {
    "language": [5, None, "", "../../etc", "english-uk", ["en"]],
    "speed": ["warp", "FAST", 1.0, None],
    "card_back": ["purple", "", 0, {"colour": "red"}],
    "four_colour": [1, 0, "true", None],
    "new_game": [[], "classic", None, {"pad": "x" * (MAX_NEW_GAME_BYTES + 1)}],
}


@pytest.mark.parametrize(
    ("field", "value"),
    [(field, value) for field, values in BAD_FIELDS.items() for value in values],
)
def test_bad_field_is_reset_and_named(field, value):
    data = custom().to_json()
    data[field] = value
    write_raw(json.dumps(data).encode())

    settings, message = load_settings()

    expected = custom()
    setattr(expected, field, getattr(Settings(), field))
    assert settings == expected
    assert message is not None and field in message
    # The file is still usable, so it is not moved.
    assert aside_files() == []


def test_several_bad_fields_are_all_named():
    write_raw(json.dumps({"speed": "warp", "card_back": "gold", "language": "it"}).encode())
    settings, message = load_settings()
    assert settings == Settings(language="it")
    assert "speed" in message and "card_back" in message
    assert "language" not in message


def test_missing_and_unknown_fields_are_quiet():
    write_raw(json.dumps({"speed": "slow", "volume": 11, "future_option": {"a": 1}}).encode())
    assert load_settings() == (Settings(speed="slow"), None)


def test_new_game_just_under_the_limit_is_kept():
    pad = "x" * (MAX_NEW_GAME_BYTES - len(json.dumps({"pad": ""})))
    write_raw(json.dumps({"new_game": {"pad": pad}}).encode())
    settings, message = load_settings()
    assert message is None
    assert settings.new_game == {"pad": pad}


def test_new_game_with_nan_is_reset():
    write_raw(b'{"new_game": {"score": NaN}, "speed": "fast"}')
    settings, message = load_settings()
    assert settings == Settings(speed="fast")
    assert "new_game" in message


def test_parse_settings_reports_reset_fields():
    settings, reset = parse_settings({"speed": "warp", "four_colour": True})
    assert settings == Settings(four_colour=True)
    assert reset == ["speed"]


@pytest.mark.parametrize("data", [[], "x", None, 3])
def test_from_json_refuses_non_objects(data):
    with pytest.raises(ValueError):
        Settings.from_json(data)
