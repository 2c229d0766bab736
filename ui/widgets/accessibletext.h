// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QAccessible>
#include <QWidget>

namespace Custody {

// Sets a widget's accessible description and tells a screen reader it changed (Qt 6.4's
// setAccessibleDescription() does not), so that a live figure or the cell the keyboard moved to
// is read out as it changes.
inline void announceDescription(QWidget *widget, const QString &description)
{
    if (widget->accessibleDescription() == description)
        return;
    widget->setAccessibleDescription(description);
    QAccessibleEvent changed(widget, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&changed);
}

} // namespace Custody
