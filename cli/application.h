#pragma once

#include <QCoreApplication>

#include <memory>

namespace Custody::Cli {

// The application object for custody-cli's argv: a QGuiApplication for `report` and for
// `verify --pdf`, whose PDF writer needs fonts, and a QCoreApplication for every other command,
// which must run on a machine without any display. Without DISPLAY and WAYLAND_DISPLAY, and
// unless QT_QPA_PLATFORM is already set, these use Qt's "offscreen" platform, so that they run
// headless (over ssh, in a terminal on the imaging station, in CI).
std::unique_ptr<QCoreApplication> createApplication(int &argc, char **argv);

} // namespace Custody::Cli
