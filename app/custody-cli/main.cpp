#include "cli/cli.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication application(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("custody-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CUSTODY_VERSION));
    return Custody::Cli::run(QCoreApplication::arguments());
}
