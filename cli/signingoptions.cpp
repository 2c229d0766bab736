// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/signingoptions.h"

#include "render/acquisitionloglock.h"
#include "render/signedoutputs.h"
#include "util/certificatesubject.h"
#include "util/durablefile.h"
#include "util/inputlimits.h"
#include "util/logline.h"

#include <QCoreApplication>

namespace Custody::Cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Custody::Cli::SigningOptions)
};

} // namespace

QList<QCommandLineOption> signingOptions()
{
    return {
        {QStringLiteral("sign-key"),
         Tr::tr("Sign the files written (the record and log, or the reports): the examiner's "
                "private key (PEM). Writes FILE.p7s beside each (detached CMS, DER)."),
         QStringLiteral("key.pem")},
        {QStringLiteral("sign-cert"),
         Tr::tr("The examiner's certificate (PEM) that goes with --sign-key."),
         QStringLiteral("cert.pem")},
        {QStringLiteral("sign-passphrase-file"),
         Tr::tr("A file whose first line is the passphrase of --sign-key (else the environment "
                "variable CUSTODY_SIGN_PASSPHRASE; never on the command line)."),
         QStringLiteral("file")},
    };
}

Result<SigningRequest> parseSigningOptions(const QCommandLineParser &parser)
{
    SigningRequest request{parser.value(QStringLiteral("sign-key")),
                           parser.value(QStringLiteral("sign-cert")),
                           parser.value(QStringLiteral("sign-passphrase-file"))};
    if (request.key.isEmpty() != request.certificate.isEmpty()
        || (request.key.isEmpty() && !request.passphraseFile.isEmpty()))
        return Error::fromErrno(Error::Code::InvalidArgument, 0, QString(), -1,
                                Tr::tr("--sign-key and --sign-cert go together (and "
                                       "--sign-passphrase-file with them)"));
    return request;
}

Result<std::optional<SigningIdentity>> loadSigningIdentity(const SigningRequest &request)
{
    // Taken out of the environment in any case: not for the tools this process starts (smartctl).
    QByteArray passphrase = qgetenv("CUSTODY_SIGN_PASSPHRASE");
    qunsetenv("CUSTODY_SIGN_PASSPHRASE");
    if (!request.wanted()) {
        passphrase.fill('\0');
        return std::optional<SigningIdentity>();
    }
    if (!request.passphraseFile.isEmpty()) {
        // A file or a pipe (a shell's process substitution), bounded; a device or a folder is
        // refused without blocking, and a pipe without a writer reads as empty.
        Result<QByteArray> text = readWholeFile(request.passphraseFile, MaximumCredentialBytes);
        if (!text) {
            passphrase.fill('\0');
            return Error::fromErrno(
                Error::Code::InvalidArgument, 0, request.passphraseFile, -1,
                Tr::tr("--sign-passphrase-file: %1").arg(text.error().userMessage()));
        }
        const qsizetype end = text->indexOf('\n');
        passphrase = end < 0 ? *text : text->first(end);
        text->fill('\0');
        while (passphrase.endsWith('\n') || passphrase.endsWith('\r'))
            passphrase.chop(1);
        if (passphrase.isEmpty())
            return Error::fromErrno(Error::Code::InvalidArgument, 0, request.passphraseFile, -1,
                                    Tr::tr("--sign-passphrase-file: %1 is empty: its first line "
                                           "must be the passphrase of --sign-key")
                                        .arg(request.passphraseFile));
    }
    Result<SigningIdentity> identity
        = SigningIdentity::load(request.key, request.certificate, passphrase);
    passphrase.fill('\0');
    if (!identity) {
        // Named by the option it came from: the key, or the certificate (its validity included).
        const QString option = identity.error().path == request.certificate
                                   ? QStringLiteral("--sign-cert")
                                   : QStringLiteral("--sign-key");
        const Error &error = identity.error();
        return Error::fromErrno(
            Error::Code::InvalidArgument, 0, error.path, -1,
            Tr::tr("%1: %2").arg(option, error.code == Error::Code::InvalidArgument
                                             ? error.detail
                                             : error.userMessage()));
    }
    return std::optional<SigningIdentity>(std::move(*identity));
}

bool signFiles(const SigningIdentity &signer, const QStringList &paths, QTextStream &out,
               QTextStream &err, const QString &logPath)
{
    bool signedAll = true;
    // Each signature's line goes into the log while no other process rewrites it.
    const QList<SignedOutput> outputs = [&] {
        std::optional<AcquisitionLogLock> lock;
        if (!logPath.isEmpty())
            lock.emplace(logPath);
        return signOutputs(signer, paths, logPath);
    }();
    for (const SignedOutput &output : outputs) {
        if (!output.signature) {
            err << "custody-cli: " << oneShownLine(output.signature.error().userMessage())
                << Qt::endl;
            signedAll = false;
            continue;
        }
        out << oneShownLine(Tr::tr("  signed: %1 by %2 (certificate SHA-256 %3)")
                                .arg(*output.signature, subjectForPeople(signer.subject()),
                                     signer.certificateSha256()))
            << '\n';
    }
    out << Qt::flush;
    return signedAll;
}

void warnDroppedSignatures(const QStringList &signatures, QTextStream &err)
{
    for (const QString &signature : signatures)
        err << "custody-cli: "
            << oneShownLine(
                   Tr::tr("removed %1: it signed an earlier version of the file just written anew. "
                          "Sign the new one with --sign-key and --sign-cert.")
                       .arg(signature))
            << Qt::endl;
}

} // namespace Custody::Cli
