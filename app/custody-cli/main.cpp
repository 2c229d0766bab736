#include "cli/application.h"
#include "cli/cli.h"

int main(int argc, char *argv[])
{
    const auto application = Custody::Cli::createApplication(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("custody-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CUSTODY_VERSION));
    return Custody::Cli::run(QCoreApplication::arguments());
}
