// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QFormLayout>
#include <QLabel>

namespace Custody {

// A form row whose field is more than one widget (a path and its Browse… button): the label is
// the buddy of `field`, so that its Alt+letter reaches the field, not the row around it
// (QFormLayout::addRow makes the row the buddy, which takes no focus), and the field is named
// as the label says (a screen reader finds a buddy only among the field's siblings, and a row
// that is a widget of its own is not one).
template<typename Row>
QLabel *addRowFor(QFormLayout *form, const QString &text, QWidget *field, Row *row)
{
    auto *label = new QLabel(text);
    label->setBuddy(field);
    field->setAccessibleName(
        label->text().remove(QLatin1Char('&')).remove(QLatin1Char(':')).trimmed());
    form->addRow(label, row);
    return label;
}

} // namespace Custody
