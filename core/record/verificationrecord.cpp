// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "record/verificationrecord.h"

namespace Custody {

RecordedError RecordedError::from(const Error &error)
{
    return {error.codeName(),    error.errnoText(), error.path,  error.offset,
            error.userMessage(), error.sysErrno,    error.detail};
}

bool RecordedError::is(Error::Code errorCode) const
{
    return code == Error::fromErrno(errorCode, 0, QString()).codeName();
}

namespace RecordJson {

QString time(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

} // namespace RecordJson

} // namespace Custody
