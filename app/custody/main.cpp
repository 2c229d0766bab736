// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "applicationicon.h"
#include "device/deviceenumerator.h"
#include "devicemonitor.h"
#include "mainwindow.h"
#include "translations.h"
#include "util/quitsignal.h"

#include <QApplication>
#include <QMessageBox>
#include <QSettings>

int main(int argc, char *argv[])
{
    QApplication application(argc, argv);
    QApplication::setApplicationName(QStringLiteral("custody"));
    QApplication::setOrganizationName(QStringLiteral("Custody"));
    QApplication::setApplicationVersion(QStringLiteral(CUSTODY_VERSION));
    QApplication::setWindowIcon(Custody::applicationIcon());
    Custody::installTranslators(application);

    auto enumerator = Custody::DeviceEnumerator::create(Custody::DeviceBackend::Automatic);
    if (!enumerator) {
        QMessageBox::critical(nullptr, QApplication::translate("main", "Custody"),
                              enumerator.error().userMessage());
        return 1;
    }
    QSettings settings;
    Custody::MainWindow window(std::make_unique<Custody::DeviceMonitor>(std::move(*enumerator)),
                               settings);
    // A logout, a shutdown or `kill` quits as Quit does: nothing running is cut off.
    Custody::QuitSignal quitSignal;
    QObject::connect(&quitSignal, &Custody::QuitSignal::received, &window,
                     &Custody::MainWindow::quitForSignal);
    window.show();
    return QApplication::exec();
}
