// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "guisettings.h"

#include "history/casehistory.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QThread>

namespace Custody {

namespace {

const QString HistoryPathKey = QStringLiteral("history/path");
const QString SigningKeyKey = QStringLiteral("signing/key");
const QString SigningCertificateKey = QStringLiteral("signing/certificate");
const QString TrustedCaKey = QStringLiteral("verify/trustedCa");
const QString EndHookKey = QStringLiteral("hooks/onEnd");
const QString EndHookTimeoutKey = QStringLiteral("hooks/onEndTimeout");
const QString QueueJobsKey = QStringLiteral("queue/jobs");
const QString QueuePerDiskKey = QStringLiteral("queue/perDisk");
const QString QueueDriveWaitKey = QStringLiteral("queue/driveWait");
const QString QueueDiskLimitsKey = QStringLiteral("queue/diskLimits");
const QString SavedQueueKey = QStringLiteral("queue/saved");
const QString StatusFileKey = QStringLiteral("queue/statusFile");
constexpr int MostQueueJobs = 256;              // as custody-cli queue --jobs takes
constexpr int MostDriveWaitSeconds = 7 * 86400; // a week

// "JOBS:FOLDER" each; one that is not (a settings file edited by hand) is left out.
QList<QueueLimits::DiskLimit> loadDiskLimits(const QSettings &settings, int most)
{
    QList<QueueLimits::DiskLimit> limits;
    for (const QString &entry : settings.value(QueueDiskLimitsKey).toStringList()) {
        const qsizetype colon = entry.indexOf(u':');
        bool ok = false;
        const int jobs = colon > 0 ? entry.left(colon).toInt(&ok) : 0;
        if (ok && jobs >= 1 && jobs <= most && colon + 1 < entry.size())
            limits.append({entry.mid(colon + 1), jobs});
    }
    return limits;
}

// A timeout out of range (a settings file edited by hand) is brought into it.
std::optional<EndHook> loadEndHook(const QSettings &settings)
{
    const QString program = settings.value(EndHookKey).toString();
    if (program.isEmpty())
        return std::nullopt;
    // A path relative to wherever the GUI was started would run whatever is there: only a full
    // path is a hook (the dialog takes no other).
    if (!program.startsWith(u'/')) {
        qWarning("Custody: the setting hooks/onEnd is not a full path and is not run: %s",
                 qPrintable(program));
        return std::nullopt;
    }
    EndHook hook;
    hook.program = program;
    bool ok = false;
    const int timeout = settings.value(EndHookTimeoutKey).toInt(&ok);
    if (ok)
        hook.timeoutSeconds = qBound(1, timeout, EndHook::MaximumTimeoutSeconds);
    return hook;
}

} // namespace

AcquisitionDefaults AcquisitionDefaults::load(const QSettings &settings)
{
    AcquisitionDefaults loaded;
    loaded.examiner = settings.value(QStringLiteral("case/examiner")).toString();
    loaded.caseNumber = settings.value(QStringLiteral("case/caseNumber")).toString();
    loaded.evidenceNumber = settings.value(QStringLiteral("case/evidenceNumber")).toString();
    loaded.nameTemplate
        = settings.value(QStringLiteral("acquisition/nameTemplate"), loaded.nameTemplate)
              .toString();
    loaded.lastDestinationFolder
        = settings.value(QStringLiteral("acquisition/destination"), QDir::homePath()).toString();
    if (const std::optional<HashAlgorithms> hashes
        = parseHashList(settings.value(QStringLiteral("acquisition/hashes")).toString()))
        loaded.hashes = *hashes;
    const qint64 blockBytes
        = settings.value(QStringLiteral("acquisition/blockBytes"), loaded.blockBytes).toLongLong();
    if (blockBytes >= 4096 && blockBytes <= 64 * 1024 * 1024)
        loaded.blockBytes = blockBytes;
    if (const std::optional<Preset> preset
        = parsePresetName(settings.value(QStringLiteral("acquisition/preset")).toString()))
        loaded.preset = *preset;
    loaded.verifyAfterAcquisition
        = settings.value(QStringLiteral("acquisition/verify"), true).toBool();
    return loaded;
}

void AcquisitionDefaults::save(QSettings &settings) const
{
    settings.setValue(QStringLiteral("case/examiner"), examiner);
    settings.setValue(QStringLiteral("case/caseNumber"), caseNumber);
    settings.setValue(QStringLiteral("case/evidenceNumber"), evidenceNumber);
    settings.setValue(QStringLiteral("acquisition/nameTemplate"), nameTemplate);
    settings.setValue(QStringLiteral("acquisition/destination"), lastDestinationFolder);
    QStringList names;
    for (HashAlgorithm algorithm : toList(hashes))
        names << hashName(algorithm);
    settings.setValue(QStringLiteral("acquisition/hashes"),
                      names.isEmpty() ? QStringLiteral("none") : names.join(QLatin1Char(',')));
    settings.setValue(QStringLiteral("acquisition/blockBytes"), blockBytes);
    settings.setValue(QStringLiteral("acquisition/preset"), presetName(preset));
    settings.setValue(QStringLiteral("acquisition/verify"), verifyAfterAcquisition);
}

GuiSettings::GuiSettings(QSettings &settings)
    : m_settings(settings)
    , m_queueKeeper("job queue of " + QFileInfo(settings.fileName()).absoluteFilePath().toUtf8())
    , m_acquisition(AcquisitionDefaults::load(settings))
    , m_historyPath(settings.value(HistoryPathKey).toString())
    , m_signingKey(settings.value(SigningKeyKey).toString())
    , m_signingCertificate(settings.value(SigningCertificateKey).toString())
    , m_trustedCa(settings.value(TrustedCaKey).toString())
    , m_endHook(loadEndHook(settings))
{
    const auto bounded = [&settings](const QString &key, int fallback, int most) {
        bool ok = false;
        const int value = settings.value(key, fallback).toInt(&ok);
        return ok && value >= 0 && value <= most ? value : fallback;
    };
    m_queueLimits.jobs = bounded(QueueJobsKey, 0, MostQueueJobs);
    m_queueLimits.perDisk = bounded(QueuePerDiskKey, 0, MostQueueJobs);
    m_queueLimits.driveWaitSeconds
        = bounded(QueueDriveWaitKey, QueueLimits().driveWaitSeconds, MostDriveWaitSeconds);
    m_queueLimits.diskLimits = loadDiskLimits(settings, MostQueueJobs);
    m_statusFilePath = settings.value(StatusFileKey).toString();
}

void GuiSettings::setStatusFilePath(const QString &path)
{
    m_statusFilePath = path;
    storeOrRemove(StatusFileKey, path);
}

void GuiSettings::storeOrRemove(const QString &key, const QString &value)
{
    if (value.isEmpty())
        m_settings.remove(key);
    else
        m_settings.setValue(key, value);
}

int QueueLimits::automaticJobs()
{
    return qMax(1, QThread::idealThreadCount() / 2);
}

void GuiSettings::setQueueLimits(const QueueLimits &limits)
{
    m_queueLimits = limits;
    m_settings.setValue(QueueJobsKey, limits.jobs);
    m_settings.setValue(QueuePerDiskKey, limits.perDisk);
    m_settings.setValue(QueueDriveWaitKey, limits.driveWaitSeconds);
    QStringList diskLimits;
    for (const QueueLimits::DiskLimit &limit : limits.diskLimits)
        diskLimits << QString::number(limit.jobs) + u':' + limit.folder;
    if (diskLimits.isEmpty())
        m_settings.remove(QueueDiskLimitsKey);
    else
        m_settings.setValue(QueueDiskLimitsKey, diskLimits);
}

QByteArray GuiSettings::savedQueue() const
{
    return keepsQueue() ? m_settings.value(SavedQueueKey).toByteArray() : QByteArray();
}

void GuiSettings::setSavedQueue(const QByteArray &saved)
{
    if (!keepsQueue())
        return;
    if (saved.isEmpty())
        m_settings.remove(SavedQueueKey);
    else
        m_settings.setValue(SavedQueueKey, saved);
    m_settings.sync(); // a queue is kept even when the GUI does not end well
}

void GuiSettings::setAcquisitionDefaults(const AcquisitionDefaults &defaults)
{
    m_acquisition = defaults;
    m_acquisition.save(m_settings);
}

QString GuiSettings::effectiveHistoryPath() const
{
    return m_historyPath.isEmpty() ? CaseHistory::defaultPath() : m_historyPath;
}

void GuiSettings::setHistoryPath(const QString &path)
{
    m_historyPath = path;
    storeOrRemove(HistoryPathKey, path);
}

bool GuiSettings::hasSigningIdentity() const
{
    return !m_signingKey.isEmpty() && !m_signingCertificate.isEmpty();
}

void GuiSettings::setSigningIdentity(const QString &key, const QString &certificate)
{
    m_signingKey = key;
    m_signingCertificate = certificate;
    m_settings.setValue(SigningKeyKey, key);
    m_settings.setValue(SigningCertificateKey, certificate);
}

void GuiSettings::setTrustedCa(const QString &path)
{
    m_trustedCa = path;
    m_settings.setValue(TrustedCaKey, path);
}

void GuiSettings::setEndHook(const std::optional<EndHook> &hook)
{
    m_endHook = hook;
    if (!hook) {
        m_settings.remove(EndHookKey);
        m_settings.remove(EndHookTimeoutKey);
        return;
    }
    m_settings.setValue(EndHookKey, hook->program);
    m_settings.setValue(EndHookTimeoutKey, hook->timeoutSeconds);
}

} // namespace Custody
