// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogs/folderprobe.h"

#include "device/writegate.h"

#include <QFileInfo>
#include <QStorageInfo>

namespace Custody {

FolderProbe::FolderProbe(Look look, QObject *parent)
    : QObject(parent)
    , m_look(std::move(look))
{
    m_pause.setSingleShot(true);
    m_pause.setInterval(PauseMilliseconds);
    connect(&m_pause, &QTimer::timeout, this, &FolderProbe::start);
    connect(&m_errand, &Errand::slow, this, &FolderProbe::slow);
}

FolderFacts FolderProbe::factsOf(const FolderQuestion &question)
{
    const QString &folder = question.folder;
    FolderFacts facts;
    facts.folder = folder;
    facts.outputs = question.outputs;
    const QFileInfo info(folder);
    facts.isDir = info.isDir();
    facts.writable = info.isWritable();
    facts.canonicalFolder = info.canonicalFilePath();
    const QStorageInfo storage(folder);
    if (storage.isValid()) {
        facts.root = storage.rootPath();
        facts.bytesAvailable = storage.bytesAvailable();
    }
    if (facts.isDir && !question.sourcePath.isEmpty()) {
        // What Acquisition::prepare() asks the same gate before any file is written.
        WriteGate gate;
        gate.protectSource(question.sourcePath);
        for (const QString &output : question.outputs) {
            if (const Result<void> checked = gate.checkNotOnSource(output); !checked) {
                facts.outputRefusal = checked.error().userMessage();
                break;
            }
        }
    } else if (!facts.isDir && !question.sourcePath.isEmpty()) {
        // Offered to be created: not where creating it would write the source.
        facts.outputRefusal = creationRefusal(folder, question.sourcePath);
    }
    return facts;
}

QString FolderProbe::creationRefusal(const QString &folder, const QString &sourcePath)
{
    // The nearest folder that exists: the new ones would be written into its file system.
    QString existing = QFileInfo(folder).absoluteFilePath();
    while (!QFileInfo(existing).isDir()) {
        const QString parent = QFileInfo(existing).path();
        if (parent == existing)
            break;
        existing = parent;
    }
    WriteGate gate;
    gate.protectSource(sourcePath);
    if (!gate.reaches(existing))
        return {};
    return tr("Refused to create %1: %2 is on a file system that writes to the source %3. "
              "Choose a folder on another drive.")
        .arg(folder, existing, sourcePath);
}

void FolderProbe::look(const FolderQuestion &question)
{
    // Already looking there: a hung share would otherwise leave one more blocked thread behind
    // at every window activation.
    if (isLooking() && question == m_question)
        return;
    cancel();
    m_question = question;
    m_age.start();
    m_pause.start();
}

void FolderProbe::cancel()
{
    m_pause.stop();
    m_errand.cancel(); // a look still running answers into a mailbox nobody reads
}

bool FolderProbe::isSlow() const
{
    // Slow since the examiner stopped typing, counting the pause.
    return isLooking() && m_age.isValid() && m_age.elapsed() >= SlowMilliseconds;
}

void FolderProbe::start()
{
    m_errand.run([this, look = m_look, question = m_question]() -> Errand::Answer {
        FolderFacts facts = look(question);
        return [this, facts = std::move(facts)] {
            Q_EMIT answered(facts);
        };
    });
}

} // namespace Custody
