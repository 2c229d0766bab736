// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "cli/acquireoptions.h"
#include "device/deviceenumerator.h"
#include "device/hiddenareas.h"
#include "io/iscsisource.h"
#include "io/nbdsource.h"

#include <QCoreApplication>
#include <QTextStream>

namespace Custody::Cli {

// `custody-cli devices`: lists the drives that can be acquired and, with --watch, reports drives
// that appear, change or disappear until SIGINT or SIGTERM. Human output is one line per drive,
// its details indented below (among them what it hides from the host: each drive is asked with
// the read-only hidden-area probe); --json prints one JSON document (or, with --watch, one JSON
// object per line and event), each drive with its "hiddenAreas".
// Needs a running QCoreApplication for --watch. Exit status: 0, 1 when the drives cannot be
// listed, 2 for invalid arguments.
class DevicesCommand
{
    Q_DECLARE_TR_FUNCTIONS(Custody::Cli::DevicesCommand)

public:
    DevicesCommand(QTextStream &out, QTextStream &err);

    // `arguments` are those after "devices".
    int run(const QStringList &arguments);
    static QString usage();

private:
    int watch(DeviceEnumerator &enumerator, OutputFormat format);
    int listRemote(const QString &uri, const NetworkSourceOptions &options, OutputFormat format);
    // The targets and LUNs of an iSCSI portal (iscsilisting.cpp).
    int listIscsi(const QString &uri, const NetworkSourceOptions &options, OutputFormat format);
    void printDevice(const DeviceInfo &device, const HiddenAreas &hiddenAreas,
                     const QString &prefix);

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace Custody::Cli
