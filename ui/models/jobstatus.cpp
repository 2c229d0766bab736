// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "models/jobstatus.h"

#include "widgets/localeunits.h"

#include <QLocale>

#include <algorithm>

namespace Custody {

bool JobStatus::isRunning() const
{
    switch (state) {
    case State::Preparing:
    case State::Acquiring:
    case State::ReadingBack:
    case State::RereadingSource:
    case State::Finishing:
    case State::Stopping: return true;
    case State::Queued:
    case State::Paused:
    case State::WaitingForDrive:
    case State::Finished:
    case State::Stopped:
    case State::Failed:
    case State::NotRun: break;
    }
    return false;
}

bool JobStatus::isQueued() const
{
    return state == State::Queued || state == State::Paused || state == State::WaitingForDrive;
}

std::optional<int> JobProgress::permille() const
{
    if (jobTotal <= 0)
        return std::nullopt;
    return int(std::clamp<qint64>(jobDone * 1000 / jobTotal, 0, 1000));
}

QString JobStatus::stateText() const
{
    const auto withOutcome = [this](const QString &state) {
        return outcome.isEmpty() ? state : tr("%1: %2").arg(state, outcome);
    };
    const auto withPriority = [this](const QString &state) {
        return priority == 0 ? state : tr("%1 (priority %2)").arg(state).arg(priority);
    };
    switch (state) {
    case State::Queued: return withPriority(tr("Queued"));
    case State::Paused: return withPriority(tr("Paused"));
    case State::WaitingForDrive: return withOutcome(tr("Waiting for the drive"));
    case State::NotRun: return withOutcome(tr("Not run"));
    case State::Preparing: return tr("Preparing");
    case State::Acquiring:
        return kind == Kind::Wipe         ? tr("Wiping")
               : kind == Kind::Conversion ? tr("Converting")
                                          : tr("Acquiring");
    case State::ReadingBack:
        return kind == Kind::Verification ? tr("Verifying") : tr("Verifying (reading back)");
    case State::RereadingSource: return tr("Verifying (reading the source again)");
    case State::Finishing:
        return kind == Kind::Wipe ? tr("Writing the certificate") : tr("Writing outputs");
    case State::Stopping: return tr("Stopping");
    case State::Finished: return withOutcome(tr("Finished"));
    case State::Stopped:
        return withOutcome(kind == Kind::Acquisition ? tr("Stopped (resumable)") : tr("Stopped"));
    case State::Failed: return withOutcome(tr("Failed"));
    }
    return {};
}

QString JobStatus::shortStateText() const
{
    return state == State::ReadingBack || state == State::RereadingSource ? tr("Verifying")
                                                                          : stateText();
}

QString JobStatus::percentText() const
{
    if (const std::optional<int> done = permille())
        return tr("%1 %").arg(QLocale().toString(*done / 10.0, 'f', 1));
    return QStringLiteral("—");
}

QString JobStatus::phaseText() const
{
    switch (state) {
    case State::Queued:
    case State::Paused:
    case State::WaitingForDrive:
    case State::NotRun: return stateText();
    case State::Preparing: return tr("preparing");
    case State::Acquiring:
        if (kind == Kind::Wipe)
            return tr("writing the pattern");
        if (kind == Kind::Conversion)
            return tr("writing the E01, checking the hashes");
        break;
    case State::ReadingBack:
        switch (kind) {
        case Kind::Acquisition: return tr("reading back the image");
        case Kind::Verification: return tr("reading the image");
        case Kind::Wipe: return tr("reading the drive back");
        case Kind::Conversion: break;
        }
        break;
    case State::RereadingSource: return tr("reading the source again");
    case State::Finishing:
        return kind == Kind::Wipe ? tr("writing the certificate") : tr("writing outputs");
    case State::Stopping: return tr("stopping");
    case State::Finished:
    case State::Stopped:
    case State::Failed:
        // An acquisition that ended says its imaging's last pass, one that never imaged how
        // it ended.
        if (kind != Kind::Acquisition || progress.jobTotal <= 0)
            return stateText();
        break;
    }
    switch (progress.passStatus) {
    case MapStatus::Copying: return tr("copying (pass %1)").arg(progress.pass);
    case MapStatus::Trimming: return tr("trimming");
    case MapStatus::Scraping: return tr("scraping");
    case MapStatus::Retrying: return tr("retrying (pass %1)").arg(progress.pass);
    case MapStatus::Filling: return tr("filling");
    case MapStatus::Approximate: return tr("approximate");
    case MapStatus::Finished: break;
    }
    return tr("finished");
}

QString JobStatus::barText() const
{
    if (!isRunning())
        return permille() ? tr("%1 · %2").arg(percentText(), stateText()) : stateText();
    if (progress.step > 0 && progress.steps > 1)
        return tr("%1 · step %2 of %3: %4")
            .arg(percentText())
            .arg(progress.step)
            .arg(progress.steps)
            .arg(phaseText());
    return tr("%1 · %2").arg(percentText(), phaseText());
}

QString JobStatus::phaseBytesText() const
{
    if (progress.phaseTotal <= 0)
        return QStringLiteral("—");
    return tr("%1 of %2").arg(displayBytes(progress.phaseDone), displayBytes(progress.phaseTotal));
}

QString JobStatus::exactPhaseBytesText() const
{
    if (progress.phaseTotal <= 0)
        return phaseBytesText();
    const QLocale locale;
    return tr("%1 (%2 of %3 bytes)")
        .arg(phaseBytesText(), locale.toString(progress.phaseDone),
             locale.toString(progress.phaseTotal));
}

QString JobStatus::rateText() const
{
    return isRunning() && progress.bytesPerSecond > 0 ? displayRate(progress.bytesPerSecond)
                                                      : QStringLiteral("—");
}

QString JobStatus::remainingText() const
{
    if (!isRunning())
        return QStringLiteral("—");
    return progress.secondsLeft ? displayDuration(*progress.secondsLeft) : tr("unknown");
}

QString JobStatus::driveText() const
{
    return isRunning() && permille() ? tr("%1 %2").arg(shortStateText(), percentText())
                                     : shortStateText();
}

} // namespace Custody
