// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "record/verificationrecord.h"

#include "util/units.h"

#include <climits>

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

QString ImageReadBack::figures() const
{
    const QLocale locale = textLocale();
    return seconds > 0 ? tr("%1 in %2 s, %3")
                             .arg(formatBytes(bytes, locale), locale.toString(seconds, 'f', 2),
                                  formatRate(double(bytes) / seconds, locale))
                       : formatBytes(bytes, locale);
}

QString ImageReadBack::description() const
{
    const QString figures = this->figures();
    if (cacheDropped())
        return tr("Read back through the file system after the image's pages were written out "
                  "and dropped from the page cache: %1.")
            .arg(figures);
    if (error)
        return tr("Read back through the page cache, perhaps from memory: writing out, "
                  "dropping or counting the image's cached pages failed (%1): %2.")
            .arg(error->message, figures);
    return tr("Read back partly through the page cache: %n page(s) of the image stayed cached "
              "(the file system keeps them, or another program maps the file), and those were "
              "compared from memory: %1.",
              nullptr, int(qMin<qint64>(pagesStillCached, INT_MAX)))
        .arg(figures);
}

namespace RecordJson {

QString time(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

} // namespace RecordJson

} // namespace Custody
