// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wipe/wipeoutputs.h"

#include "render/reportpdfwriter.h"
#include "render/reporttextwriter.h"
#include "report/wipecertificatedocument.h"
#include "util/durablefile.h"
#include "util/sourcelanguage.h"

#include <QGuiApplication>
#include <QJsonDocument>

#include <functional>

namespace Custody {

namespace {

Result<void> checkNew(const WriteGate &gate, const QString &path)
{
    if (pathExists(path))
        return Error::fromErrno(Error::Code::OutputExists, EEXIST, path);
    return gate.check(path, PathChange::Create);
}

} // namespace

QStringList WipeOutputs::files(const QString &base)
{
    return {base + QStringLiteral(".json"), base + QStringLiteral(".txt"),
            base + QStringLiteral(".pdf")};
}

std::optional<Error> WipeOutputs::write(const WipeCertificate &certificate, const QString &base,
                                        const WriteGate &gate)
{
    const QStringList paths = files(base);
    const ReportContext context = ReportContext::current();
    std::optional<Error> first;
    const auto writeNew = [&](const QString &path, const std::function<Result<void>()> &write) {
        Result<void> written = checkNew(gate, path);
        if (written)
            written = write();
        if (!written && !first)
            first = written.error();
    };
    writeNew(paths[0], [&] {
        return replaceFile(paths[0], QJsonDocument(certificate.toJson()).toJson(),
                           Error::Code::OutputNotSaved);
    });
    writeNew(paths[1], [&] {
        // In English whatever the reader's language, like the acquisition log.
        const SourceLanguageScope english;
        return replaceFile(
            paths[1],
            ReportTextWriter::write(WipeCertificateDocument::build(certificate, context)).toUtf8(),
            Error::Code::OutputNotSaved);
    });
    writeNew(paths[2], [&]() -> Result<void> {
        if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
            return Error::fromErrno(Error::Code::OutputNotSaved, 0, paths[2], -1,
                                    tr("a PDF needs the graphical libraries, which this process "
                                       "did not load"));
        const Result<int> pages = ReportPdfWriter::write(
            WipeCertificateDocument::build(certificate, context), paths[2], defaultPaperSize());
        if (!pages)
            return pages.error();
        return {};
    });
    return first;
}

} // namespace Custody
