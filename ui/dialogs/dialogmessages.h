// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QLabel>

namespace Custody {

// A message line under a field of a dialog: hidden while empty, an error in red, a warning in
// amber, a note in the palette's own colour.
enum class MessageKind { Error, Warning, Note };

inline QLabel *messageLabel(const QString &objectName)
{
    auto *label = new QLabel;
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    // A long message wraps to the dialog's width instead of widening it.
    label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    label->hide();
    return label;
}

inline void showMessage(QLabel *label, const QString &text, MessageKind kind)
{
    label->setText(text);
    switch (kind) {
    case MessageKind::Error: label->setStyleSheet(QStringLiteral("color: #b3261e;")); break;
    case MessageKind::Warning: label->setStyleSheet(QStringLiteral("color: #8a5300;")); break;
    case MessageKind::Note: label->setStyleSheet({}); break;
    }
    label->setVisible(!text.isEmpty());
}

} // namespace Custody
