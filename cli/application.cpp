#include "cli/application.h"

#include <cstring>

#include <QGuiApplication>

namespace Custody::Cli {

std::unique_ptr<QCoreApplication> createApplication(int &argc, char **argv)
{
    if (argc < 2 || std::strcmp(argv[1], "report") != 0)
        return std::make_unique<QCoreApplication>(argc, argv);
    // Read before the QGuiApplication exists: that is when the platform plugin is chosen.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY")
        && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    return std::make_unique<QGuiApplication>(argc, argv);
}

} // namespace Custody::Cli
