// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "record/detachedsignature.h"

#include <QList>
#include <QStringList>

namespace Custody {

struct SignedOutput
{
    QString path;
    Result<QString> signature; // FILE.p7s, or why it could not be signed (or noted in the log)
};

// Signs each file of `paths` with a detached CMS signature (FILE.p7s); one that is not there is
// an entry with its error (never skipped). With `logPath` (the acquisition log, among `paths`):
// each signature of another file is noted in the log, in
// English like the rest of it (signer's subject and certificate SHA-256), and the log is signed
// last, so that its signature covers those lines. Shared by custody-cli and the GUI.
QList<SignedOutput> signOutputs(const SigningIdentity &signer, const QStringList &paths,
                                const QString &logPath = {});

} // namespace Custody
