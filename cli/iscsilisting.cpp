// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/devicescommand.h"

#include "cli/acquirecommand.h"

#include "util/logline.h"
#include "util/units.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Custody::Cli {

using namespace Qt::StringLiterals;

int DevicesCommand::listIscsi(const QString &uri, const NetworkSourceOptions &options,
                              OutputFormat format)
{
    const Result<QList<IscsiLun>> luns = listIscsiLuns(uri, options);
    if (!luns) {
        m_err << "custody-cli devices: " << oneShownLine(luns.error().userMessage()) << Qt::endl;
        return luns.error().code == Error::Code::InvalidArgument ? ExitInvalid : ExitFailed;
    }
    if (format == OutputFormat::Json) {
        QJsonArray array;
        for (const IscsiLun &lun : *luns) {
            QJsonObject entry{{u"target"_s, lun.target}, {u"lun"_s, lun.lun}, {u"uri"_s, lun.uri}};
            if (const std::optional<IscsiIdentity> &identity = lun.identity) {
                entry.insert(u"vendor"_s, identity->vendor);
                entry.insert(u"product"_s, identity->product);
                entry.insert(u"revision"_s, identity->revision);
                entry.insert(u"serial"_s, identity->serial);
                entry.insert(u"designators"_s, QJsonArray::fromStringList(identity->designators));
                entry.insert(u"sizeBytes"_s, identity->sizeBytes);
                entry.insert(u"logicalSectorBytes"_s, identity->logicalSectorBytes);
                entry.insert(u"physicalSectorBytes"_s, identity->physicalSectorBytes);
                if (identity->writeProtected) // else MODE SENSE did not tell
                    entry.insert(u"readOnly"_s, *identity->writeProtected);
            } else {
                entry.insert(u"problem"_s, lun.problem);
            }
            array.append(entry);
        }
        m_out << QJsonDocument(QJsonObject{{u"portal"_s, uri}, {u"luns"_s, array}}).toJson();
        m_out.flush();
        return ExitSuccess;
    }
    for (const IscsiLun &lun : *luns) {
        QString line = lun.uri + u"  "_s;
        if (const std::optional<IscsiIdentity> &identity = lun.identity) {
            line += QStringLiteral("%1 %2 (serial %3)  %4 (%5 bytes, %6/%7 B sectors)")
                        .arg(identity->vendor, identity->product,
                             identity->serial.isEmpty() ? tr("none") : identity->serial,
                             formatBytes(identity->sizeBytes))
                        .arg(identity->sizeBytes)
                        .arg(identity->logicalSectorBytes)
                        .arg(identity->physicalSectorBytes);
            if (identity->writeProtected.value_or(false))
                line += u"  [read-only]"_s;
        } else {
            line += lun.problem;
        }
        // The target's names and words: one shown line each.
        m_out << oneShownLine(line) << '\n';
    }
    if (luns->isEmpty())
        m_out << tr("The portal lists no targets with LUNs.") << '\n';
    m_out.flush();
    return ExitSuccess;
}

} // namespace Custody::Cli
