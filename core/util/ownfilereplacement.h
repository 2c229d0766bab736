// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/error.h"
#include "util/result.h"

#include <QByteArrayView>
#include <QString>

namespace Custody {

// A file an operation writes again and again (a status file), replaced only while it is still
// the file the operation wrote last, with no moment between the check and the replacement. The
// version written last is kept open, so that its inode cannot be freed and its number given to
// another file: a file at the path with its device and inode numbers is that version. A new
// version is written and synced under a temporary name, then exchanged with the file at the path
// in one step (renameat2 RENAME_EXCHANGE); if what came out is not the version written last (a
// link or another file put there), the two are exchanged back. Nothing is ever removed that is
// not proven, by an open descriptor, to be one of this object's own versions. The first version
// is created without replacing anything (renameWithoutReplacing()).
class OwnFileReplacement
{
public:
    explicit OwnFileReplacement(QString path);
    ~OwnFileReplacement();
    OwnFileReplacement(const OwnFileReplacement &) = delete;
    OwnFileReplacement &operator=(const OwnFileReplacement &) = delete;

    // The regular file at the path now is to be taken as the version written last (an earlier
    // version the caller has proven its own); false when there is none.
    bool adoptExisting();
    // Creates the file (no earlier version) or replaces the version written last. On any
    // failure the path holds what it held, and the Error (of `code`) says which step failed.
    Result<void> write(QByteArrayView bytes, Error::Code code);
    bool hasWritten() const { return m_written >= 0; }

private:
    QString m_path;
    int m_written = -1; // the version written last, open read-only
};

} // namespace Custody
