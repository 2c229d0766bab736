// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "record/acquisitionreport.h"

#include <QCryptographicHash>

namespace Custody {

Result<AcquisitionReport> AcquisitionReport::fromRecord(QByteArrayView json,
                                                        const QString &recordPath)
{
    Result<AcquisitionRecord> record = AcquisitionRecord::fromJson(json, recordPath);
    if (!record)
        return record.error();
    return AcquisitionReport{
        recordPath,
        QString::fromLatin1(QCryptographicHash::hash(json, QCryptographicHash::Sha256).toHex()),
        std::move(*record)};
}

} // namespace Custody
