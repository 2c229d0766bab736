// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "record/detachedsignature.h"
#include "util/result.h"

#include <QCommandLineParser>
#include <QTextStream>

#include <optional>

namespace Custody::Cli {

// --sign-key, --sign-cert and --sign-passphrase-file, shared by acquire and report: the files
// Custody writes get detached CMS signatures (FILE.p7s). The key's passphrase comes from a file
// or CUSTODY_SIGN_PASSPHRASE, never from an argument (which others can read in /proc).
struct SigningRequest
{
    QString key;
    QString certificate;
    QString passphraseFile;

    bool wanted() const { return !key.isEmpty(); }
};

QList<QCommandLineOption> signingOptions();
// The options as given; an error when one of the pair is missing.
Result<SigningRequest> parseSigningOptions(const QCommandLineParser &parser);
// The identity asked for, loaded (and its key checked against the certificate), or none.
Result<std::optional<SigningIdentity>> loadSigningIdentity(const SigningRequest &request);
// signOutputs() (render/signedoutputs.h), a line for each file on `out`, errors on `err`: false if
// one could not be signed.
bool signFiles(const SigningIdentity &signer, const QStringList &paths, QTextStream &out,
               QTextStream &err, const QString &logPath = {});
// Says which signatures of earlier versions of files just written were removed, and how to sign
// the new ones.
void warnDroppedSignatures(const QStringList &signatures, QTextStream &err);

} // namespace Custody::Cli
