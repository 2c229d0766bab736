// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The drive lab's window on the GUI's drive list, run in the guest: the list the main window
// shows (the real enumerator, DeviceMonitor and DeviceTableModel, fed as MainWindow feeds them),
// written to a file each time its rows change, so that the host sees drives appear and vanish
// as an examiner would.
//
// Usage: drivelab-drivelist ROWSFILE
// ROWSFILE holds one line per row, the Device, Model, Serial and Bus columns separated by tabs,
// and is replaced whole (never seen half written). Runs until it is killed.

#include "device/deviceenumerator.h"
#include "devicemonitor.h"
#include "models/devicetablemodel.h"

#include <QApplication>
#include <QSaveFile>
#include <QTextStream>

using namespace Custody;

namespace {

void writeRows(const DeviceTableModel &model, const QString &path)
{
    QByteArray text;
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList fields;
        for (const int column : {DeviceTableModel::DeviceColumn, DeviceTableModel::ModelColumn,
                                 DeviceTableModel::SerialColumn, DeviceTableModel::BusColumn})
            fields << model.data(model.index(row, column)).toString();
        text += fields.join(QLatin1Char('\t')).toUtf8() + '\n';
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit())
        QTextStream(stderr) << "cannot write " << path << ": " << file.errorString() << '\n';
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication application(argc, argv);
    const QStringList arguments = QApplication::arguments();
    if (arguments.size() != 2) {
        QTextStream(stderr) << "usage: drivelab-drivelist ROWSFILE\n";
        return 2;
    }
    const QString rowsFile = arguments.at(1);
    auto enumerator = DeviceEnumerator::create(DeviceBackend::Automatic);
    if (!enumerator) {
        QTextStream(stderr) << enumerator.error().userMessage() << '\n';
        return 1;
    }
    DeviceMonitor monitor(std::move(*enumerator));
    DeviceTableModel model;
    monitor.feed(&model);
    const auto write = [&model, &rowsFile] {
        writeRows(model, rowsFile);
    };
    QObject::connect(&model, &QAbstractItemModel::rowsInserted, write);
    QObject::connect(&model, &QAbstractItemModel::rowsRemoved, write);
    QObject::connect(&model, &QAbstractItemModel::dataChanged, write);
    QObject::connect(&model, &QAbstractItemModel::modelReset, write);
    QObject::connect(&monitor, &DeviceMonitor::startFailed, [](const QString &message) {
        QTextStream(stderr) << message << '\n';
        QCoreApplication::exit(1);
    });
    write();
    monitor.start();
    return QApplication::exec();
}
