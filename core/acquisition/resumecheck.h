// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/imagingsettings.h"
#include "engine/rescuemap.h"
#include "util/result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

namespace Custody {

// What a resume must find as the earlier runs left it, besides the source (SourceFingerprint):
// the settings that shape the image, and an image that holds what the map says was copied.
struct ResumeCheck
{
    Q_DECLARE_TR_FUNCTIONS(Custody::ResumeCheck)

public:
    // Format, split size, fill byte and re-read unit, as kept in the map's companion: a resume
    // with other values would write an image no later run could finish or explain.
    static QJsonObject imageShapeOf(const ImagingSettings &settings);
    // One translated line per difference; empty when the same.
    static QStringList imageShapeDifferences(const QJsonObject &earlier, const QJsonObject &now);

    // Whether the image files hold every byte the map marks finished (and, where Custody wrote
    // the map, every bad sector: its fill was written too). A truncated or missing image, or a
    // map that claims more than the image holds, is refused: resuming would leave holes that the
    // map calls copied.
    static Result<void> checkImageHoldsMap(const RescueMap &map, const QStringList &imageFiles,
                                           qint64 segmentBytes, bool fillWritten);

    // Whether `json` is the record of a completed acquisition whose files were all written
    // (Custody's BASE.json without an outputError).
    static bool isCompletedRecord(const QByteArray &json);
};

} // namespace Custody
