// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Folders whose names hold bytes that are not UTF-8, for the tests of names as bytes. Header
// only: the engine-only (sanitizer) build has no custody_test_support library, and its tests use
// these too. Paths are native (the bytes the kernel sees).

#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QByteArray>

namespace Custody::Test {

// QTemporaryDir cannot remove names that are not UTF-8: what the folder holds, by its bytes.
inline void removeEverythingIn(const QByteArray &folder)
{
    DIR *entries = ::opendir(folder.constData());
    if (!entries)
        return;
    while (const dirent *entry = ::readdir(entries)) {
        const QByteArray name(entry->d_name);
        if (entry->d_type == DT_DIR && name != "." && name != "..") {
            removeEverythingIn(folder + '/' + name);
            ::rmdir((folder + '/' + name).constData());
        } else if (entry->d_type == DT_REG) {
            ::unlink((folder + '/' + name).constData());
        }
    }
    ::closedir(entries);
}

// The base path of `name` in the folder; a name with a '/' puts the image in a folder of that
// name, made here.
inline QByteArray baseIn(const QByteArray &folder, const QByteArray &name)
{
    const QByteArray base = folder + '/' + name;
    if (name.contains('/'))
        ::mkdir(base.left(base.lastIndexOf('/')).constData(), 0755);
    return base;
}

} // namespace Custody::Test
