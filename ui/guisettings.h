// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisition/endhook.h"
#include "engine/imagingsettings.h"
#include "util/heldname.h"

#include <QList>
#include <QString>

#include <cerrno>

#include <optional>

class QSettings;

namespace Custody {

// What the acquisition dialog starts from and remembers after a Start: the examiner's name, the
// last case and destination, and the acquisition options chosen last. Its keys ("case/…",
// "acquisition/…") are the only ones it reads and writes.
struct AcquisitionDefaults
{
    QString examiner;
    QString lastDestinationFolder;
    // The case of the last acquisition: the next item of the same case starts from them (its
    // evidence number counted up).
    QString caseNumber;
    QString evidenceNumber;
    QString nameTemplate = QStringLiteral("%case%_%evidence%");
    HashAlgorithms hashes = HashAlgorithm::Md5 | HashAlgorithm::Sha256;
    qint64 blockBytes = 256 * 1024;
    Preset preset = Preset::Forensic;
    bool verifyAfterAcquisition = true;

    static AcquisitionDefaults load(const QSettings &settings);
    void save(QSettings &settings) const;
};

// The job queue's limits (File → Job queue…), as custody-cli queue's --jobs, --per-disk and
// --source-wait: 0 jobs or 0 per disk mean the same automatic choice as custody-cli queue makes.
struct QueueLimits
{
    // A disk with a limit of its own, over perDisk and the spinning-disk default (as custody-cli
    // queue --disk-limit FOLDER=JOBS): named by a folder on it, which is looked at each time
    // jobs are started; while it is not there, or is on the root file system without being /
    // (its disk not mounted), the limit is for no disk (Cli::limitedDiskKey()).
    struct DiskLimit
    {
        QString folder;
        int jobs = 1;
        bool operator==(const DiskLimit &) const = default;
    };

    int jobs = 0;    // at once; 0: automatic (automaticJobs())
    int perDisk = 0; // at once on one destination disk; 0: one on a spinning disk, else no limit
    int driveWaitSeconds = 600; // a job whose drive is not connected gives up after; 0: at once
    QList<DiskLimit> diskLimits;

    // Half the cores, at least one: an acquisition's hashes keep about two busy.
    static int automaticJobs();
    int effectiveJobs() const { return jobs > 0 ? jobs : automaticJobs(); }
    bool operator==(const QueueLimits &) const = default;
};

// What the GUI remembers between runs (QSettings). One object whose parts are changed one at a
// time: each setter writes its own keys at once and no others, so that a dialog changes what it
// owns and can never overwrite what another one chose (Start in the acquisition dialog once
// replaced the whole object, which emptied the signing identity, the trusted CA and the case
// history). There is deliberately no way to store the whole object.
class GuiSettings
{
public:
    // Reads every part; `settings` must outlive this object.
    explicit GuiSettings(QSettings &settings);
    GuiSettings(const GuiSettings &) = delete;
    GuiSettings &operator=(const GuiSettings &) = delete;

    const AcquisitionDefaults &acquisitionDefaults() const { return m_acquisition; }
    // The acquisition dialog's keys only.
    void setAcquisitionDefaults(const AcquisitionDefaults &defaults);

    // The case history chosen in the History view; empty: CaseHistory::defaultPath().
    QString historyPath() const { return m_historyPath; }
    QString effectiveHistoryPath() const;
    void setHistoryPath(const QString &path);

    // File → Signing identity: the examiner's key and certificate; empty: nothing is signed.
    QString signingKey() const { return m_signingKey; }
    QString signingCertificate() const { return m_signingCertificate; }
    bool hasSigningIdentity() const;
    void setSigningIdentity(const QString &key, const QString &certificate);

    // Verify: the CA file signatures must chain to (--trust-ca); empty: none is required.
    QString trustedCa() const { return m_trustedCa; }
    void setTrustedCa(const QString &path);
    // File → Program when a job ends: the lab's program (custody-cli acquire --on-end)
    // and its timeout; no program: none runs. A lab may deploy it in the settings file
    // ("hooks/onEnd", "hooks/onEndTimeout").
    std::optional<EndHook> endHook() const { return m_endHook; }
    void setEndHook(const std::optional<EndHook> &hook);

    // File → Job queue…: the queue's limits ("queue/jobs", "queue/perDisk", "queue/driveWait",
    // "queue/diskLimits": "JOBS:FOLDER" strings).
    QueueLimits queueLimits() const { return m_queueLimits; }
    void setQueueLimits(const QueueLimits &limits);
    // File → Job queue…: the status file for a lab's dashboard ("queue/statusFile"; empty: none).
    QString statusFilePath() const { return m_statusFilePath; }
    void setStatusFilePath(const QString &path);
    // The jobs waiting in the queue, kept for the next start of the GUI ("queue/saved"; the
    // JobQueue's saved form), read afresh each time; only by the one process that keeps the
    // settings file's queue (a HeldName of its path): in any other both are refused (nothing is
    // saved, nothing is read).
    bool keepsQueue() const { return m_queueKeeper.held(); }
    // Why not: true when another window keeps it, false when that could not be asked.
    bool anotherKeepsQueue() const { return m_queueKeeper.error() == EADDRINUSE; }
    QByteArray savedQueue() const;
    void setSavedQueue(const QByteArray &saved);

private:
    // An empty value removes the key: the default applies again.
    void storeOrRemove(const QString &key, const QString &value);

    QSettings &m_settings;
    HeldName m_queueKeeper;
    QueueLimits m_queueLimits;
    QString m_statusFilePath;
    AcquisitionDefaults m_acquisition;
    QString m_historyPath;
    QString m_signingKey;
    QString m_signingCertificate;
    QString m_trustedCa;
    std::optional<EndHook> m_endHook;
};

} // namespace Custody
