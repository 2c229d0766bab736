// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace Custody {

// File names on Linux are bytes, not text. Qt decodes them as UTF-8 and replaces whatever is not
// UTF-8 with U+FFFD, so a name such as "disk-\xff" would silently become another name. Custody
// keeps such names exactly: each byte that is not part of valid UTF-8 is carried in the QString
// as the lone surrogate U+DC00 + byte (the "surrogateescape" convention of Python), and turned
// back into the same byte when the name goes to the kernel.
//
// Every path that reaches open(), stat(), rename() and the like goes through nativePath(); every
// name that comes from the kernel or the command line goes through fromNativePath(). Qt's own file
// classes (QFile, QFileInfo::exists) would re-encode such names, so code that must handle them
// uses the POSIX calls in util/durablefile.h instead.
QString fromNativePath(QByteArrayView bytes);
QByteArray nativePath(const QString &path);

// The absolute, cleaned form of a path, without asking the file system (QFileInfo would re-encode
// a name that is not UTF-8): relative paths are taken from the working folder.
QString absolutePath(const QString &path);

// The last component of a path (what follows its last '/'), and the folder before it ("." for a
// bare name, "/" for one in the root). String operations only: QFileInfo and QDir would re-encode
// a name that is not UTF-8, and QRegularExpression matches no lone surrogate at all.
QString pathFileName(const QString &path);
QString pathFolder(const QString &path);

// Whether the name holds bytes that are not UTF-8 (and so cannot be written as such into a text
// format that must be UTF-8, such as JSON).
bool hasEscapedBytes(const QString &path);

} // namespace Custody
