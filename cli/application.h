// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>

#include <memory>

namespace Custody::Cli {

// The application object for custody-cli's argv: a QGuiApplication for `report` and for
// `verify --pdf`, whose PDF writer needs fonts, and a QCoreApplication for every other command,
// which must run on a machine without any display. Unless QT_QPA_PLATFORM is set, these use
// Qt's "offscreen" platform, so that they run headless (over ssh, in a terminal on the imaging
// station, in CI) and never depend on an X or Wayland connection.
std::unique_ptr<QCoreApplication> createApplication(int &argc, char **argv);

} // namespace Custody::Cli
