// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "models/jobstatus.h"

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
    case State::Finished:
    case State::Stopped:
    case State::Failed: break;
    }
    return false;
}

std::optional<int> JobStatus::permille() const
{
    if (totalBytes <= 0)
        return std::nullopt;
    return int(std::clamp<qint64>(bytesDone * 1000 / totalBytes, 0, 1000));
}

QString JobStatus::stateText() const
{
    const auto withOutcome = [this](const QString &state) {
        return outcome.isEmpty() ? state : tr("%1: %2").arg(state, outcome);
    };
    switch (state) {
    case State::Preparing: return tr("Preparing");
    case State::Acquiring: return tr("Acquiring");
    case State::ReadingBack:
        return kind == Kind::Acquisition ? tr("Verifying (reading back)") : tr("Verifying");
    case State::RereadingSource: return tr("Verifying (reading the source again)");
    case State::Finishing: return tr("Writing outputs");
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

} // namespace Custody
