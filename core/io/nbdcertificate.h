// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/result.h"

#include <QString>

namespace Custody {

// The X.509 certificate an NBD server presents, for the record: its SHA-256 (of the DER
// encoding, lower-case hex) and subject.
struct NbdServerCertificate
{
    QString sha256;
    QString subject;
};

// libnbd checks the server's certificate but does not hand it out. This asks the server at `uri`
// (nbds://HOST[:PORT]/…, nbds+unix://…?socket=PATH) for it over a short connection of its own:
// the NBD handshake up to STARTTLS, a TLS handshake that verifies the certificate against the CA
// of `certificatesFolder` (ca-cert.pem; the system's CAs when empty) and, for a host, its name or
// address, then nothing more. Gives up after timeoutSeconds of silence.
Result<NbdServerCertificate> fetchNbdServerCertificate(const QString &uri,
                                                       const QString &certificatesFolder,
                                                       int timeoutSeconds);

} // namespace Custody
