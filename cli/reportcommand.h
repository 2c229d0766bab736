// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "cli/signingoptions.h"
#include "render/reportpublisher.h"
#include "util/result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QTextStream>

namespace Custody::Cli {

// `custody-cli report OUTPUT_BASE.json`: the reports ReportPublisher writes (OUTPUT_BASE.pdf when
// no output is named), their SHA-256 appended to the acquisition log, OUTPUT_BASE.txt. Never
// writes over the record, the image or any other file the record lists, nor over an existing
// report without --force.
// The creation time is now, or SOURCE_DATE_EPOCH when set (reproducible reports).
// Needs a QGuiApplication when a PDF is asked for (see createApplication()).
// Exit status: 0 written, 1 the record is invalid or a file could not be written, 2 invalid
// arguments or a refused output.
class ReportCommand
{
    Q_DECLARE_TR_FUNCTIONS(Custody::Cli::ReportCommand)

public:
    ReportCommand(QTextStream &out, QTextStream &err);

    // `arguments` are those after "report".
    int run(const QStringList &arguments);
    static QString usage();
    // The reports to write, and who signs them (--sign-key, --sign-cert).
    struct Request
    {
        ReportRequest reports;
        SigningRequest signing;
        QString historyPath;
    };
    static Result<Request> parseArguments(const QStringList &arguments);

private:
    int fail(const QString &message, int exitCode);
    // Signs the reports written and the log their SHA-256 were appended to; without a signer,
    // warns when the log had a signature, which no longer covers those lines.
    bool signPublished(const std::optional<SigningIdentity> &signer, const Request &request,
                       const PublishedReports &published);
    void recordInHistory(const Request &request, const PublishedReports &published,
                         const SigningIdentity *signer);

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace Custody::Cli
