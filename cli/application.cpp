#include "cli/application.h"

#include <cstring>

#include <QGuiApplication>

namespace Custody::Cli {

namespace {

// `report` writes PDFs; `verify` does when asked (--pdf FILE).
bool writesPdf(int argc, char **argv)
{
    if (argc < 2)
        return false;
    if (std::strcmp(argv[1], "report") == 0)
        return true;
    if (std::strcmp(argv[1], "verify") != 0)
        return false;
    for (int index = 2; index < argc; ++index) {
        if (std::strcmp(argv[index], "--pdf") == 0 || std::strncmp(argv[index], "--pdf=", 6) == 0)
            return true;
    }
    return false;
}

} // namespace

std::unique_ptr<QCoreApplication> createApplication(int &argc, char **argv)
{
    if (!writesPdf(argc, argv))
        return std::make_unique<QCoreApplication>(argc, argv);
    // Read before the QGuiApplication exists: that is when the platform plugin is chosen.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY")
        && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    return std::make_unique<QGuiApplication>(argc, argv);
}

} // namespace Custody::Cli
