#!/bin/sh
# Install this Canasta bundle for the current user: the app folder goes to
# ~/.local/opt/canasta_gui, a command to ~/.local/bin/canasta_gui, and the menu entry and
# icon to the freedesktop places, so Canasta appears in the desktop's application menu.
# Run it again after unpacking a newer version; `install.sh --uninstall` removes it all.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
opt=$HOME/.local/opt/canasta_gui
bin=$HOME/.local/bin

if [ "${1:-}" = "--uninstall" ]; then
    rm -rf "$opt"
    rm -f "$bin/canasta_gui" "$data/applications/canasta-gui.desktop" \
        "$data/icons/hicolor/256x256/apps/canasta_gui.png"
    echo "Canasta removed."
    exit 0
fi

if [ "$here" != "$opt" ]; then
    rm -rf "$opt"
    mkdir -p "$(dirname "$opt")"
    cp -a "$here" "$opt"
fi
mkdir -p "$bin" "$data/applications" "$data/icons/hicolor/256x256/apps"
ln -sf "$opt/canasta_gui" "$bin/canasta_gui"
cp "$opt/canasta_gui.png" "$data/icons/hicolor/256x256/apps/canasta_gui.png"
# The menu entry runs the installed copy by its full path: ~/.local/bin may not be on PATH.
sed "s|^Exec=.*|Exec=$opt/canasta_gui|" "$opt/canasta-gui.desktop" \
    > "$data/applications/canasta-gui.desktop"
command -v update-desktop-database >/dev/null 2>&1 \
    && update-desktop-database "$data/applications" >/dev/null 2>&1 || true
echo "Canasta installed: run canasta_gui, or open it from the application menu."
