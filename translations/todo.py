"""Hand unfinished messages to a translator and take their work back.

``python translations/todo.py export ja todo-ja.json`` writes every message of
``canasta_gui_ja.ts`` still marked unfinished as a JSON list (context, source,
comment, the English plural flag, and the file it comes from), with an empty
``translation`` to fill in (for a plural message, a list of forms).
``python translations/todo.py import ja todo-ja.json`` writes the filled-in
translations back into the ``.ts`` and clears their unfinished mark; entries
left empty stay unfinished. Run ``translations/update.py`` before (to collect
new strings) and after (to compile). Linguist does the same job interactively;
this is for translating in a text editor or in review.
"""

from __future__ import annotations

import argparse
import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'


def ts_path(lang: str) -> Path:
    return HERE / f"canasta_gui_{lang}.ts"


def _messages(root: ET.Element):
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            yield name, message


def export(lang: str, out: Path) -> int:
    root = ET.parse(ts_path(lang)).getroot()
    todo = []
    for context, message in _messages(root):
        tr = message.find("translation")
        if tr is None or tr.get("type") != "unfinished":
            continue
        location = message.find("location")
        plural = message.get("numerus") == "yes"
        todo.append(
            {
                "context": context,
                "source": message.findtext("source", ""),
                "comment": message.findtext("comment", ""),
                "file": location.get("filename", "") if location is not None else "",
                "plural": plural,
                "translation": [] if plural else "",
            }
        )
    out.write_text(json.dumps(todo, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(todo)} unfinished message(s) written to {out}")
    return 0


def import_(lang: str, source: Path) -> int:
    done = {
        (e["context"], e["source"], e.get("comment", "")): e["translation"]
        for e in json.loads(source.read_text(encoding="utf-8"))
        if e.get("translation")
    }
    path = ts_path(lang)
    tree = ET.parse(path)
    filled = 0
    for context, message in _messages(tree.getroot()):
        key = (context, message.findtext("source", ""), message.findtext("comment", ""))
        text = done.get(key)
        tr = message.find("translation")
        if text is None or tr is None or tr.get("type") != "unfinished":
            continue
        if message.get("numerus") == "yes":
            for form in list(tr):
                tr.remove(form)
            for form_text in text if isinstance(text, list) else [text]:
                ET.SubElement(tr, "numerusform").text = form_text
        else:
            tr.text = text
        del tr.attrib["type"]
        filled += 1
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text(HEADER + body + "\n", encoding="utf-8")
    print(f"{filled} message(s) filled in {path.name}")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("export", "import"))
    parser.add_argument("lang")
    parser.add_argument("file", type=Path)
    args = parser.parse_args()
    if not ts_path(args.lang).is_file():
        parser.error(f"no translation source for {args.lang!r}")
    return (export if args.command == "export" else import_)(args.lang, args.file)


if __name__ == "__main__":
    sys.exit(main())
