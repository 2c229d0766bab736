// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace Custody::Test {

// Small file helpers the end-to-end tests share.
QByteArray readFile(const QString &path);                     // empty when unreadable
bool writeFile(const QString &path, const QByteArray &bytes); // creates or truncates
QByteArray randomBytes(qint64 sizeBytes, quint32 seed);       // reproducible content
QByteArray sha256Hex(const QByteArray &bytes);                // lower-case hex
QJsonObject recordOf(const QString &base);                    // BASE.json, parsed
qint64 finishedMapBytes(const QString &mapPath);              // a ddrescue map's '+' bytes

} // namespace Custody::Test
