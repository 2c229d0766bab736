// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wipecertificateactions.h"

#include "device/writegate.h"
#include "record/detachedsignature.h"
#include "record/wipecertificate.h"
#include "report/reportcontext.h"
#include "report/wipecertificatedocument.h"
#include "reportactions.h"
#include "util/durablefile.h"

#include <QFileDialog>
#include <QFileInfo>

#include <optional>

namespace Custody {

namespace {

// A certificate is small; a larger file is no certificate of Custody's.
constexpr qint64 MaximumCertificateBytes = 64 * 1024 * 1024;
// A PDF certificate with its map and graph stays far below this.
constexpr qint64 MaximumPdfBytes = 256 * 1024 * 1024;

} // namespace

std::optional<ReportDocument> WipeCertificateActions::document(const QString &jsonPath,
                                                               QString *error)
{
    const Result<QByteArray> bytes = readWholeFile(jsonPath, MaximumCertificateBytes);
    if (!bytes) {
        *error = bytes.error().userMessage();
        return std::nullopt;
    }
    const Result<WipeCertificate> certificate = WipeCertificate::fromJson(*bytes, jsonPath);
    if (!certificate) {
        *error = certificate.error().userMessage();
        return std::nullopt;
    }
    ReportDocument document
        = WipeCertificateDocument::build(*certificate, ReportContext::current());
    document.pdfPath = jsonPath.chopped(5) + QStringLiteral(".pdf");
    return document;
}

namespace {

// Copies `from` to the new file `to`, asked of `gate` first; never replaces anything.
Result<void> copyToNewFile(const QString &from, const QString &to, const WriteGate &gate)
{
    if (pathExists(to))
        return Error::fromErrno(Error::Code::OutputExists, EEXIST, to);
    if (const Result<void> allowed = gate.check(to, PathChange::Create); !allowed)
        return allowed.error();
    const Result<QByteArray> bytes = readWholeFile(from, MaximumPdfBytes);
    if (!bytes)
        return bytes.error();
    return replaceFile(to, *bytes, Error::Code::OutputNotSaved);
}

} // namespace

WipeCertificateActions::WipeCertificateActions(QString certificateBase, QString drivePath,
                                               QWidget *parent)
    : QObject(parent)
    , m_base(std::move(certificateBase))
    , m_drivePath(std::move(drivePath))
    , m_parent(parent)
{
    m_saveLocation = [this](const QString &suggested) {
        QFileDialog dialog(m_parent, tr("Save a copy of the wipe certificate"),
                           QFileInfo(suggested).path(), tr("PDF (*.pdf)"));
        dialog.setAcceptMode(QFileDialog::AcceptSave);
        dialog.setDefaultSuffix(QStringLiteral("pdf"));
        // A copy is always a new file: an existing one is refused, not replaced.
        dialog.setOption(QFileDialog::DontConfirmOverwrite);
        dialog.selectFile(suggested);
        return dialog.exec() == QDialog::Accepted ? dialog.selectedFiles().value(0) : QString();
    };
    connect(&m_job, &BackgroundJob::finished, this, [this] {
        Q_EMIT busyChanged(false);
        const std::function<void()> then = std::exchange(m_then, {});
        then();
    });
}

WipeCertificateActions::~WipeCertificateActions() = default;

QString WipeCertificateActions::pdfPath() const
{
    return m_base + QStringLiteral(".pdf");
}

void WipeCertificateActions::view()
{
    show(Shown::Preview);
}

void WipeCertificateActions::print()
{
    show(Shown::PrintDialog);
}

void WipeCertificateActions::savePdf()
{
    if (m_job.isRunning())
        return;
    QString path = m_saveLocation(pdfPath());
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");
    runInBackground([this, from = pdfPath(), to = path, drive = m_drivePath] {
        WriteGate gate;
        gate.protectSource(drive); // nothing of the certificate lands on the drive it is about
        Result<void> copied = copyToNewFile(from, to, gate);
        // Its signature too, so that the copy can be checked on its own.
        if (copied && pathExists(signaturePathOf(from)))
            copied = copyToNewFile(signaturePathOf(from), signaturePathOf(to), gate);
        const QString problem = copied ? QString() : copied.error().userMessage();
        return std::function<void()>([this, to, problem] {
            if (problem.isEmpty())
                Q_EMIT saved(to);
            else
                Q_EMIT failed(problem);
        });
    });
}

void WipeCertificateActions::show(Shown shown)
{
    if (m_job.isRunning())
        return;
    runInBackground([this, base = m_base, shown] {
        QString error;
        std::optional<ReportDocument> document
            = WipeCertificateActions::document(base + QStringLiteral(".json"), &error);
        return std::function<void()>([this, document = std::move(document), error, shown] {
            if (!document) {
                Q_EMIT failed(error);
            } else if (shown == Shown::Preview) {
                if (const QString problem
                    = ReportActions::preview(*document, tr("Wipe certificate"), m_parent);
                    !problem.isEmpty())
                    Q_EMIT failed(problem);
            } else {
                ReportActions::printWithDialog(
                    *document, tr("Print the wipe certificate"), m_parent,
                    [self = QPointer(this)](const QString &problem, const QString &printer) {
                        if (self && !problem.isEmpty())
                            Q_EMIT self->failed(problem);
                        else if (self && !printer.isEmpty())
                            Q_EMIT self->printed(printer);
                    });
            }
        });
    });
}

void WipeCertificateActions::runInBackground(const std::function<std::function<void()>()> &work)
{
    Q_EMIT busyChanged(true);
    m_job.start([this, work] { m_then = work(); });
}

} // namespace Custody
