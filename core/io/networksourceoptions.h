// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace Custody {

// How to reach a drive of another machine beyond what its URI says: the credentials (never in
// the URI or on the command line themselves: files), how long a silent server is waited for, and
// how often a lost connection is made again. The TLS fields are NBD's, the CHAP file iSCSI's.
struct NetworkSourceOptions
{
    QString tlsPskFile;      // NBD: a GnuTLS PSK file ("username:hexkey" lines)
    QString tlsUsername;     // NBD: which of its identities to use; the login name if empty
    QString tlsCertificates; // NBD: a directory with ca-cert.pem (and client certificates)
    QString chapFile;        // iSCSI: "username:secret" lines (and "target username:secret" for
                             // mutual CHAP), readable by its owner only
    // How long the server may stay silent (connecting, or with reads waiting) before it counts
    // as gone. A bad sector on the server's drive can take minutes of its kernel's retries.
    int timeoutSeconds = 300;
    // After a lost connection: how many times to connect again, that many seconds apart, before
    // the source counts as gone. A server back with another size, identity or certificate is not
    // taken.
    int reconnectAttempts = 3;
    int reconnectDelaySeconds = 10;

    friend bool operator==(const NetworkSourceOptions &, const NetworkSourceOptions &) = default;
};

} // namespace Custody
