// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/application.h"

#include <cstring>

#include <QGuiApplication>

namespace Custody::Cli {

namespace {

// `report` and `wipe` (its certificate) write PDFs; `verify` does when asked (--pdf FILE).
bool writesPdf(int argc, char **argv)
{
    if (argc < 2)
        return false;
    if (std::strcmp(argv[1], "report") == 0 || std::strcmp(argv[1], "wipe") == 0)
        return true;
    if (std::strcmp(argv[1], "verify") != 0)
        return false;
    // The parser takes -pdf as --pdf too (single-dash long options).
    for (int index = 2; index < argc; ++index) {
        for (const char *option : {"--pdf", "-pdf"}) {
            const size_t length = std::strlen(option);
            if (std::strncmp(argv[index], option, length) == 0
                && (argv[index][length] == '\0' || argv[index][length] == '='))
                return true;
        }
    }
    return false;
}

} // namespace

std::unique_ptr<QCoreApplication> createApplication(int &argc, char **argv)
{
    if (!writesPdf(argc, argv))
        return std::make_unique<QCoreApplication>(argc, argv);
    // Read before the QGuiApplication exists: that is when the platform plugin is chosen. A PDF
    // needs fonts, not a display: a stale DISPLAY (tmux, ssh) must not abort the command, nor a
    // lost X connection end a verification hours into its read.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    return std::make_unique<QGuiApplication>(argc, argv);
}

} // namespace Custody::Cli
