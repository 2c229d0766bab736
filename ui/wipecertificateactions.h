// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "report/reportdocument.h"
#include "util/backgroundjob.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <optional>

class QWidget;

namespace Custody {

// The certificate of a finished wipe, from its BASE.json, read on a worker thread: View shows it
// in the built-in print preview (ReportActions::preview), Print shows the print dialog
// (ReportActions::printWithDialog), Save PDF writes a copy of the certificate's own PDF (byte for
// byte, so its SHA-256 in the history and its signature, copied beside it when there is one,
// hold for the copy too) where the examiner chooses: a new file, through the write gate with the
// drive wiped protected. Every look at the file system is made on the worker.
class WipeCertificateActions : public QObject
{
    Q_OBJECT

public:
    // certificateBase: BASE of BASE.json, BASE.txt, BASE.pdf; drivePath: the drive wiped, never
    // written by Save PDF.
    WipeCertificateActions(QString certificateBase, QString drivePath, QWidget *parent);
    ~WipeCertificateActions() override; // waits for a copy being written

    bool isBusy() const { return m_job.isRunning(); }
    // The certificate's document, from its BASE.json, for a preview or a printer; `error` set
    // on failure. On any thread: it reads the file.
    static std::optional<ReportDocument> document(const QString &jsonPath, QString *error);
    QString pdfPath() const;

    void view();
    void print();
    void savePdf();
    // Where Save PDF writes, asked with `suggested` as the default; empty cancels. By default the
    // file dialog; tests give the answer.
    using SaveLocationQuestion = std::function<QString(const QString &suggested)>;
    void setSaveLocationQuestion(SaveLocationQuestion question)
    {
        m_saveLocation = std::move(question);
    }

Q_SIGNALS:
    // After Save PDF: the copy's path; after Print: the printer; after any action: the error.
    void saved(const QString &pdfPath);
    void printed(const QString &printerName);
    void failed(const QString &message);
    void busyChanged(bool busy);

private:
    enum class Shown { Preview, PrintDialog };
    void show(Shown shown);
    // Runs `work` on the worker (one at a time), then on the GUI thread what it returns.
    void runInBackground(const std::function<std::function<void()>()> &work);

    QString m_base;
    QString m_drivePath;
    QPointer<QWidget> m_parent;
    SaveLocationQuestion m_saveLocation;
    std::function<void()> m_then;
    BackgroundJob m_job{QStringLiteral("custody-certificate")};
};

} // namespace Custody
