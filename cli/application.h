#pragma once

#include <QCoreApplication>

#include <memory>

namespace Custody::Cli {

// The application object for custody-cli's argv: a QGuiApplication for `report`, whose PDF
// writer needs fonts, and a QCoreApplication for every other command, which must run on a
// machine without any display. Without DISPLAY and WAYLAND_DISPLAY, and unless
// QT_QPA_PLATFORM is already set, `report` uses Qt's "offscreen" platform, so that it runs
// headless (over ssh, in a terminal on the imaging station, in CI).
std::unique_ptr<QCoreApplication> createApplication(int &argc, char **argv);

} // namespace Custody::Cli
