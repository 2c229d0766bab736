// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "models/devicerow.h"

#include <QTextBrowser>

namespace Custody {

// Everything known about the selected drive, in words: identity, partitions and their mount
// points, its hidden areas (the visible and native size, each finding with the command that found
// it, or why they could not be told and what to do; an NVMe controller's other namespaces), its
// layout (partition table, file systems, encrypted volumes, read off the GUI thread), and
// SMART (overall assessment, key counters, every attribute), with the time SMART
// was read. Read-only text that can be selected and copied into notes.
class DeviceDetailsPane : public QTextBrowser
{
    Q_OBJECT

public:
    explicit DeviceDetailsPane(QWidget *parent = nullptr);

    void showDevice(const DeviceRow &row);
    void showNothing();

    // The HTML shown for a row; public for tests.
    static QString html(const DeviceRow &row);

private:
    static QString identityHtml(const DeviceInfo &device);
    static QString partitionsHtml(const DeviceInfo &device);
    static QString layoutHtml(const LayoutStatus &status);
    static QString hiddenAreasHtml(const HiddenAreaStatus &status);
    static QString smartHtml(const SmartStatus &smart);
    static QString smartCountersHtml(const SmartReport &report);
};

} // namespace Custody
