// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QProcess>
#include <QString>

namespace Custody::Test {

// A signing identity for tests, made by openssl in `folder`: key.pem (RSA 2048, protected by
// `passphrase`) and cert.pem, self-signed for `subject` ("/CN=Jane Examiner"), valid two days.
// False when openssl failed.
inline bool makeSigningIdentity(const QString &folder, const QString &passphrase,
                                const QString &subject = QStringLiteral("/CN=Jane Examiner"))
{
    QProcess openssl;
    openssl.setWorkingDirectory(folder);
    openssl.start(QStringLiteral("openssl"),
                  {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                   QStringLiteral("rsa:2048"), QStringLiteral("-keyout"), QStringLiteral("key.pem"),
                   QStringLiteral("-passout"), QStringLiteral("pass:") + passphrase,
                   QStringLiteral("-out"), QStringLiteral("cert.pem"), QStringLiteral("-subj"),
                   subject, QStringLiteral("-days"), QStringLiteral("2")});
    return openssl.waitForFinished(60000) && openssl.exitCode() == 0;
}

} // namespace Custody::Test
