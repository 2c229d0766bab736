// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QApplication>
#include <QTimer>
#include <QWidget>

#include <functional>

// Closes the first visible dialog of type Dialog once it is shown (a modal one runs its own
// event loop), keeping its title; `look`, when given, looks at it first.
template<typename Dialog>
class DialogCloser
{
public:
    explicit DialogCloser(std::function<void(Dialog &)> look = {})
        : m_look(std::move(look))
    {
        m_timer.setInterval(20);
        QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this] {
            for (QWidget *widget : QApplication::topLevelWidgets()) {
                auto *dialog = qobject_cast<Dialog *>(widget);
                if (dialog && dialog->isVisible()) {
                    title = dialog->windowTitle();
                    m_timer.stop();
                    if (m_look)
                        m_look(*dialog);
                    dialog->reject();
                }
            }
        });
        m_timer.start();
    }
    QString title; // empty until a dialog was closed

private:
    std::function<void(Dialog &)> m_look;
    QTimer m_timer;
};
