// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/durablefile.h"
#include "util/error.h"

#include <QCoreApplication>

#include <sys/stat.h>

namespace Custody {

// The most Custody reads of each kind of input file a person names, so that /dev/zero, an endless
// pipe or a huge file given by mistake is refused with an error naming it instead of filling the
// memory. Files are read with readWholeFile() (util/durablefile.h), which refuses devices,
// sockets and folders without blocking and a pipe once it passes the limit:
//   - keys, certificates, trusted CAs, PSK files, passphrase files and detached signatures
//     (FILE.p7s): MaximumCredentialBytes, here;
//   - hashlogs (a Custody record read as one included): MaximumHashlogBytes, 64 MiB
//     (verify/hashlogreader.h);
//   - the record read to write a report: 256 MiB (render/reportpublisher.cpp), and the
//     acquisition log read to check the signatures it notes: MaximumSignedLogBytes, here;
//   - maps: MapFile::MaximumBytes, 64 MiB (engine/mapfile.h).
constexpr qint64 MaximumCredentialBytes = 1024 * 1024;
constexpr qint64 MaximumSignedLogBytes = 256 * 1024 * 1024;

struct InputLimits
{
    Q_DECLARE_TR_FUNCTIONS(Custody::InputLimits)
};

// For a file another library reads itself (libnbd's PSK file), where readWholeFile() cannot be
// used: it must be a regular file of at most maxBytes, checked with stat() before it is handed
// over, so that the library never reads a device or waits on a pipe. The error (InvalidArgument,
// or SourceOpenFailed when it cannot be looked at) names the file and says why.
inline Result<void> checkRegularFileBounded(const QString &path, qint64 maxBytes)
{
    const std::optional<struct stat> status = statPath(path);
    if (!status)
        return Error::fromErrno(Error::Code::SourceOpenFailed, errno, path);
    if (!S_ISREG(status->st_mode))
        return Error::fromErrno(
            Error::Code::InvalidArgument, 0, path, -1,
            InputLimits::tr("%1 is %2: give a regular file of at most %3 bytes")
                .arg(path, S_ISDIR(status->st_mode)    ? InputLimits::tr("a folder")
                           : S_ISCHR(status->st_mode)  ? InputLimits::tr("a character device")
                           : S_ISBLK(status->st_mode)  ? InputLimits::tr("a block device")
                           : S_ISFIFO(status->st_mode) ? InputLimits::tr("a pipe")
                           : S_ISSOCK(status->st_mode) ? InputLimits::tr("a socket")
                                                       : InputLimits::tr("not a regular file"))
                .arg(maxBytes));
    if (status->st_size > maxBytes)
        return Error::fromErrno(
            Error::Code::InvalidArgument, 0, path, -1,
            InputLimits::tr("%1 has %2 bytes: give a regular file of at most %3 bytes")
                .arg(path)
                .arg(status->st_size)
                .arg(maxBytes));
    return {};
}

} // namespace Custody
