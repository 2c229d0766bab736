// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/error.h"
#include "util/result.h"

#include <QByteArrayView>
#include <QString>

#include <optional>

#include <sys/types.h>

namespace Custody {

// A file an operation writes again and again (a status file), replaced only while it is still
// the file the operation wrote last, with no moment between the check and the replacement:
// the new version is written and synced under a temporary name, then exchanged with the file at
// the path in one step (renameat2 RENAME_EXCHANGE), right after the file there was found to be
// the one written last (device, inode and change time); if what came out is not that file (a
// link or another file put there in between), the two are exchanged back, and nothing at the
// path was changed for good. The first version is created without replacing
// anything (renameWithoutReplacing()).
class OwnFileReplacement
{
public:
    // A file's device and inode, and its change time: a file removed and another created in its
    // place may get the same inode number, never the same change time.
    struct Identity
    {
        dev_t device = 0;
        ino_t inode = 0;
        qint64 changeSeconds = 0;
        qint64 changeNanoseconds = 0;
        bool operator==(const Identity &) const = default;
        bool sameInode(const Identity &other) const
        {
            return device == other.device && inode == other.inode;
        }
    };

    explicit OwnFileReplacement(QString path)
        : m_path(std::move(path))
    {}
    // The file at the path now is to be taken as the one written last (an earlier version the
    // caller has proven its own); false when there is no regular file there.
    bool adoptExisting();
    // Creates the file (no earlier version) or replaces the version written last. On any
    // failure the path holds what it held, and the Error (of `code`) says which step failed.
    Result<void> write(QByteArrayView bytes, Error::Code code);
    bool hasWritten() const { return m_written.has_value(); }

private:
    QString m_path;
    std::optional<Identity> m_written;
};

} // namespace Custody
